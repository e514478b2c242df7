// jsdom lacks the encoders auth0-spa-js needs when it loads.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
