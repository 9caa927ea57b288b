import webpackConfig from '../../webpack.config';

/**
 * `npm run dev` builds with the same webpack factory as production: what it adds (the live reload of
 * client/dev/, source maps without eval) exists in development mode only, whatever the environment.
 */
describe('the development build', () => {
  const previous = process.env.DEV_LIVE_RELOAD;
  beforeAll(() => {
    process.env.DEV_LIVE_RELOAD = '1';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.DEV_LIVE_RELOAD;
    else process.env.DEV_LIVE_RELOAD = previous;
  });

  it('when npm run dev builds, then the browser bundle listens for reloads', () => {
    const [web] = webpackConfig({ dist: '/tmp/dev-build' }, { mode: 'development' });
    expect(web.entry).toEqual({
      main: ['./client/dev/live-reload.ts', './client/index.tsx'],
      start: './client/start.ts',
    });
    expect(web.output?.path).toBe('/tmp/dev-build/public/assets');
  });

  it('when the production build runs, then it has no development code, even with DEV_LIVE_RELOAD set', () => {
    const [web, node] = webpackConfig(undefined, { mode: 'production' });
    expect(web.entry).toEqual({ main: './client/index.tsx', start: './client/start.ts' });
    expect(web.devtool).toBe('source-map');
    expect(web.output?.path).toMatch(/\/dist\/public\/assets$/);
    expect(node.output?.path).toMatch(/\/dist\/server$/);
  });
});
