// Produces the short seed video clips the reference server ships (lesson and news videos):
// Chromium draws an animated canvas and records it with MediaRecorder into WebM (VP8).
// The clips are committed; run this again only to change them.
// Usage: node demo-site/server/media/make-clips.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const CLIPS = [
  { file: 'lesson.webm', title: '課程教室', subtitle: '第一講 · 課程導論', hue: 210 },
  { file: 'news.webm', title: '協會動態', subtitle: '兩岸企業家峰會', hue: 350 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
await page.setContent('<canvas width="640" height="360"></canvas>');
for (const clip of CLIPS) {
  const base64 = await page.evaluate(async ({ title, subtitle, hue }) => {
    const canvas = document.querySelector('canvas');
    const ctx = canvas.getContext('2d');
    const seconds = 3;
    const start = performance.now();
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      const gradient = ctx.createLinearGradient(0, 0, 640, 360);
      gradient.addColorStop(0, `hsl(${hue} 60% 35%)`);
      gradient.addColorStop(1, `hsl(${(hue + 40) % 360} 60% 22%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = 'rgba(255,255,255,.12)';
      ctx.beginPath();
      ctx.arc(120 + t * 120, 280, 90, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.textAlign = 'center';
      ctx.font = 'bold 52px "Noto Sans CJK TC", sans-serif';
      ctx.fillText(title, 320, 170);
      ctx.font = '26px "Noto Sans CJK TC", sans-serif';
      ctx.fillText(subtitle, 320, 220);
      ctx.fillStyle = 'rgba(255,255,255,.85)';
      ctx.fillRect(40, 320, (560 * Math.min(t, seconds)) / seconds, 6);
    };
    draw();
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 250_000,
    });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const timer = setInterval(draw, 40);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    clearInterval(timer);
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, clip);
  const buffer = Buffer.from(base64, 'base64');
  writeFileSync(join(here, clip.file), buffer);
  console.log(`${clip.file}: ${(buffer.length / 1024).toFixed(1)} KB`);
}
await browser.close();
