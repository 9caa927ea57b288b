// Browser tests start a production server and Chromium; they need more than jest's 5 s.
jest.setTimeout(60_000);
