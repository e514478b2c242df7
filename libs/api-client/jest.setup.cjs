// jsdom lacks the encoders @auth0/auth0-spa-js needs when @fsp/session loads it.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
