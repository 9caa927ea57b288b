/**
 * A test that logs console.error or console.warn fails: a warning from React, the router or i18next
 * is a bug until shown otherwise. A test that expects one replaces the spy's implementation itself
 * (`jest.spyOn(console, 'error').mockImplementation(() => {})`).
 */
const original = { error: console.error, warn: console.warn };
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      original[level](...args);
      logged.push(`console.${level}: ${args.map(String).join(' ').slice(0, 500)}`);
    });
  }
});

afterEach(() => {
  jest.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(`The test logged to the console:\n${logged.join('\n')}`);
  }
});
