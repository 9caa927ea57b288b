import nock from 'nock';

// Outbound HTTP is blocked in tests, except to servers the tests start on loopback.
beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/);
});

afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});
