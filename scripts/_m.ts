import { launchBrowser } from '/work/main/tests/support/browser';
(async () => {
  const browser = await launchBrowser();
  const [w, p] = process.argv.slice(2);
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 } });
  await page.goto('http://localhost:3000' + p, { waitUntil: 'networkidle' });
  console.log(await page.evaluate(() => { return [...document.querySelectorAll('body *')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX==='visible').slice(0, 12).map((e) => e.tagName + '.' + e.className + ' cw=' + e.clientWidth + ' sw=' + e.scrollWidth).join('\n'); }));
  await browser.close();
})();
