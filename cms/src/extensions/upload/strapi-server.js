// The upload plugin makes, beside Strapi's responsive formats of a picture, its `share` format: the
// picture of a shared link, cut to 1200×630 around its middle, a JPEG (what every link preview reads).
// The site names it in a page's og:image; the demo pictures have the same (packages/demo-content,
// SHARE_RENDITION). Made with the sharp the upload plugin resizes with.
const fs = require('node:fs');
const path = require('node:path');

const SHARE = { key: 'share', width: 1200, height: 630, quality: 80 };

function uploadPluginSharp() {
  const plugin = path.dirname(require.resolve('@strapi/upload/package.json'));
  return require(require.resolve('sharp', { paths: [plugin] }));
}

/** The share format of an uploaded picture, as Strapi describes a format it made. */
async function shareFormat(file, sharp) {
  const hash = `${SHARE.key}_${file.hash}`;
  const filepath = file.tmpWorkingDirectory ? path.join(file.tmpWorkingDirectory, hash) : hash;
  const source = file.filepath ? sharp(file.filepath) : file.getStream().pipe(sharp());
  const info = await source
    .rotate()
    .resize(SHARE.width, SHARE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: SHARE.quality, mozjpeg: true })
    .toFile(filepath);
  const baseName = file.name.replace(/\.[^.]+$/, '');
  return {
    key: SHARE.key,
    file: {
      name: `${SHARE.key}_${baseName}.jpg`,
      hash,
      ext: '.jpg',
      mime: 'image/jpeg',
      filepath,
      path: file.path || null,
      getStream: () => fs.createReadStream(filepath),
      width: info.width,
      height: info.height,
      size: Math.round((info.size / 1000) * 100) / 100,
      sizeInBytes: info.size,
    },
  };
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
    return [...formats, await shareFormat(file, sharp)];
  };
  return plugin;
};
