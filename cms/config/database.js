const path = require('node:path');
const { assertValid } = require('../src/lib/environment');

const cmsDir = path.resolve(__dirname, '..');

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: path.resolve(cmsDir, env('DATABASE_FILENAME', '.tmp/data.db')) },
        useNullAsDefault: true,
      },
    };
  }
  if (client === 'postgres') {
    const problems = ['DATABASE_NAME', 'DATABASE_USERNAME']
      .filter((name) => !env(name, ''))
      .map((name) => `${name} is not set (needed with DATABASE_CLIENT=postgres)`);
    assertValid(problems);
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME'),
          user: env('DATABASE_USERNAME'),
          password: env('DATABASE_PASSWORD', ''),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  assertValid([`DATABASE_CLIENT=${client} is not supported (sqlite or postgres)`]);
  return undefined;
};
