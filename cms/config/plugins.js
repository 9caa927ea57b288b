module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  upload: { config: { sizeLimit: env.int('UPLOAD_SIZE_LIMIT_MB', 50) * 1024 * 1024 } },
});
