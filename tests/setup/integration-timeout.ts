// The integration tests render real pages through the whole server: a file's first page renders
// cold (content fetched, routes matched, React warmed up), and on a 2-core machine running two test
// workers and more besides it can take longer than jest's 5 s. A time limit is not what these tests
// assert (durations are benchmark figures, decision 035): it only stops a test that hangs.
jest.setTimeout(30_000);
