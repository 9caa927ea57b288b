// The upload plugin makes, beside Strapi's responsive formats of a picture, its `share` format: the
// picture of a shared link, cut to 1200×630 around the picture's focal point (its middle when it has
// none), a JPEG (what every link preview reads). The site names it in a page's og:image; the demo
// pictures have the same (packages/demo-content, SHARE_RENDITION). Made with the sharp the upload
// plugin resizes with. When an editor sets or moves a picture's focal point in the media library, the
// share picture is cut again around it, under a new name (a link preview that kept the old address
// keeps the old picture), and the old one is removed.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  file: { streamToBuffer },
  sanitize,
} = require('@strapi/utils');
const { focalCrop, readFocalPoint } = require('../../lib/focal-crop');

const SHARE = { key: 'share', width: 1200, height: 630, quality: 80 };
const FILE = 'plugin::upload.file';

function uploadPluginSharp() {
  const plugin = path.dirname(require.resolve('@strapi/upload/package.json'));
  return require(require.resolve('sharp', { paths: [plugin] }));
}

/** The share format's name of a file: `share_<hash>`, and the point's place in it (in tenths of a percent). */
function shareHash(hash, focalPoint) {
  if (!focalPoint) return `${SHARE.key}_${hash}`;
  const tenths = (value) => Math.round(value * 10);
  return `${SHARE.key}_${hash}_fp${tenths(focalPoint.x)}-${tenths(focalPoint.y)}`;
}

/**
 * The share format of a picture (its bytes, or a file sharp reads), as Strapi describes a format it
 * made: the largest 1200:630 box of the upright picture whose middle is as near the focal point as
 * the edges allow, resized to 1200×630.
 */
async function shareFormat({ input, hash, name, folderPath, directory, focalPoint }, sharp) {
  const upright = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const box = focalCrop(width, height, focalPoint, SHARE.width, SHARE.height);
  const formatHash = shareHash(hash, focalPoint);
  const filepath = path.join(directory, formatHash);
  const info = await sharp(upright.data)
    .extract(box)
    .resize(SHARE.width, SHARE.height)
    .jpeg({ quality: SHARE.quality, mozjpeg: true })
    .toFile(filepath);
  const baseName = name.replace(/\.[^.]+$/, '');
  return {
    key: SHARE.key,
    file: {
      name: `${SHARE.key}_${baseName}.jpg`,
      hash: formatHash,
      ext: '.jpg',
      mime: 'image/jpeg',
      filepath,
      path: folderPath || null,
      getStream: () => fs.createReadStream(filepath),
      width: info.width,
      height: info.height,
      size: Math.round((info.size / 1000) * 100) / 100,
      sizeInBytes: info.size,
    },
  };
}

/** A stored file's original bytes: from the public folder (the local provider), or its address. */
async function originalBytes(file) {
  if (/^https?:\/\//i.test(file.url)) {
    const response = await fetch(file.url);
    if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  return fs.promises.readFile(path.join(strapi.dirs.static.public, file.url.split('?')[0]));
}

/**
 * Cuts a stored file's share picture again around its focal point, unless its name says it follows
 * that point already: uploads the new one through the provider, records it in the file's formats and
 * tells of the change as the upload service does (`media.update`: the site reads the new address),
 * and removes the old one. True when it cut one.
 */
async function recutShare(id, sharp) {
  const upload = strapi.plugin('upload');
  const file = await upload.service('upload').findOne(id);
  const old = file?.formats?.[SHARE.key];
  if (!old) return false;
  const focalPoint = readFocalPoint(file.focalPoint);
  if (old.hash === shareHash(file.hash, focalPoint)) return false;
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'share-'));
  try {
    const { file: made } = await shareFormat(
      {
        input: await originalBytes(file),
        hash: file.hash,
        name: file.name,
        folderPath: old.path,
        directory,
        focalPoint,
      },
      sharp,
    );
    await upload.service('provider').upload(made);
    const { getStream: _stream, filepath: _filepath, ...format } = made;
    const updated = await strapi.db
      .query(FILE)
      .update({ where: { id }, data: { formats: { ...file.formats, [SHARE.key]: format } } });
    // As the upload service tells of a changed file: the site renders its pages with the new address.
    const media = await sanitize.sanitizers.defaultSanitizeOutput(
      { schema: strapi.getModel(FILE), getModel: (uid) => strapi.getModel(uid) },
      updated,
    );
    strapi.eventHub.emit('media.update', { media });
    await upload.provider.delete(old).catch((error) => {
      strapi.log.warn(`The old share picture ${old.url} could not be removed: ${error.message}`);
    });
  } finally {
    await fs.promises.rm(directory, { recursive: true, force: true });
  }
  return true;
}

module.exports = (plugin) => {
  const images = plugin.services['image-manipulation'];
  const responsiveFormats = images.generateResponsiveFormats;
  const sharp = uploadPluginSharp();
  images.generateResponsiveFormats = async (file) => {
    const formats = await responsiveFormats(file);
    // Strapi asks for formats only of the pictures it can resize; none when the editors turned
    // responsive sizes off (then it answers none of its own either).
    if (!Array.isArray(formats)) return formats;
    const { responsiveDimensions = false } =
      (await strapi.plugin('upload').service('upload').getSettings()) ?? {};
    if (!responsiveDimensions) return formats;
    const share = await shareFormat(
      {
        input: file.filepath ?? (await streamToBuffer(file.getStream())),
        hash: file.hash,
        name: file.name,
        folderPath: file.path,
        directory: file.tmpWorkingDirectory ?? os.tmpdir(),
        focalPoint: readFocalPoint(file.focalPoint),
      },
      sharp,
    );
    return [...formats, share];
  };

  // The media library saves a focal point through updateFileInfo.
  const uploadService = plugin.services.upload;
  plugin.services.upload = (context) => {
    const service = uploadService(context);
    const updateFileInfo = service.updateFileInfo;
    service.updateFileInfo = async (id, info, options) => {
      const updated = await updateFileInfo(id, info, options);
      return (await recutShare(id, sharp)) ? service.findOne(id) : updated;
    };
    return service;
  };
  return plugin;
};
