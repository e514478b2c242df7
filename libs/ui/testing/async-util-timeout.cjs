// Jest setupFilesAfterEnv of every jsdom project: findBy*/waitFor wait up to 4 s instead of Testing Library's 1 s.
// Component tests answer from a real local HTTP server, and on CI's two cores, with two projects testing at once, a
// round trip and the render after it can take longer than a second.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 4000 });
