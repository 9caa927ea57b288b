// No public sign-up: the site has no accounts of its own. The users-permissions plugin's registration
// is switched off, and the Public role keeps none of the plugin's actions (register, log in, confirm
// or reset a password): a visitor can only read what the site reads. Admin accounts are created by
// invitation in the admin panel; Strapi's registration of an admin is open only for the very first one.

async function closePublicSignUp(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = (await store.get({ key: 'advanced' })) ?? {};
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
    strapi.log.info('[bootstrap] public sign-up switched off');
  }
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions Public role is missing');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const granted = await permissions.findMany({
    where: { role: role.id, action: { $startsWith: 'plugin::users-permissions.' } },
  });
  for (const permission of granted) await permissions.delete({ where: { id: permission.id } });
  if (granted.length > 0) {
    strapi.log.info(`[bootstrap] public role: ${granted.length} users-permissions actions removed`);
  }
}

module.exports = { closePublicSignUp };
