// Jest setupFilesAfterEnv of every jsdom project: a console.error that no test expected fails that test, so
// React's act() and prop warnings, and errors the app only logs, cannot pass unnoticed. A test that expects one
// says so with allowConsoleError() from '@fsp/ui/testing'.
const { format } = require('node:util');

const STATE = Symbol.for('fsp.consoleErrorGuard');
const state = { allowed: [], unexpected: [] };
globalThis[STATE] = state;

const original = console.error;
console.error = (...args) => {
  const text = format(...args);
  const expected = state.allowed.find((entry) => (typeof entry.pattern === 'string' ? text.includes(entry.pattern) : entry.pattern.test(text)));
  if (expected) {
    expected.calls.push(args);
    return;
  }
  state.unexpected.push(text);
  original(...args);
};

beforeEach(() => {
  state.allowed = [];
  state.unexpected = [];
});

afterEach(() => {
  const unexpected = state.unexpected;
  state.allowed = [];
  state.unexpected = [];
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error (${unexpected.length}):\n${unexpected.map((text) => `- ${text.split('\n')[0]}`).join('\n')}`);
  }
});
