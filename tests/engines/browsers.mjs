// The two engines of the smoke, behind one small interface the scenarios use: Firefox ESR over
// WebDriver BiDi (puppeteer-core talks to Firefox directly, no geckodriver) and WebKitGTK over
// classic W3C WebDriver (Debian's WebKitWebDriver, started here and given to selenium-webdriver
// as a server URL, so Selenium Manager is never asked for a driver). Both are Debian packages;
// nothing is downloaded.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder } from 'selenium-webdriver';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The browser WebKitWebDriver starts (from libwebkit2gtk-4.1-0, WebKitGTK's MiniBrowser). */
const MINIBROWSER =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

// selenium-webdriver is only a client here (usingServer): should a code path ever look for a
// driver, it fails loudly instead of running Selenium Manager, which would download one.
process.env.SE_MANAGER_PATH = '/nonexistent/selenium-manager-is-disabled';

const VIEWPORT = { width: 1280, height: 900 };

/**
 * How long a browser may take to start. Firefox starts on a fresh profile each run (its
 * startup cache, certificate and places databases made anew): 9 to 14 s measured on 2 cores
 * loaded by other builds, more on the first start after the apt install (cold disk, font
 * caches). Puppeteer's default of 30 s was once not enough ("Timed out after 30000 ms while
 * waiting for the WS endpoint"): a bound, not a speed target.
 */
export const START_MS = 90_000;

/**
 * A script a page served by the smoke (the partner site) runs first: it records uncaught errors
 * and rejections where an engine without an error event for its driver can read them.
 */
export const ERROR_PROBE = `window.__engineErrors = [];
addEventListener('error', (e) => __engineErrors.push(String(e.message)));
addEventListener('unhandledrejection', (e) => __engineErrors.push(String(e.reason)));`;
const ERROR_PROBE_TAKE = '(window.__engineErrors ?? []).splice(0)';

/**
 * @typedef {object} Engine
 * @property {string} name
 * @property {string} version  the browser's own version string
 * @property {(url: string) => Promise<void>} goto
 * @property {(source: string) => Promise<unknown>} evaluate  an expression's value (awaited)
 * @property {(source: string) => Promise<unknown>} element  an element handle, or null
 * @property {(handle: unknown) => Promise<void>} click  a real pointer click
 * @property {(handle: unknown, text: string) => Promise<void>} type  real key presses
 * @property {(handle: unknown, path: string) => Promise<void>} upload  a file input's file
 * @property {() => Promise<void>} clearCookies  of the page's origin
 * @property {() => Promise<string[]>} takeErrors  the page's uncaught errors (and, where the
 *   driver reports them, console errors) since the last call
 * @property {(path: string) => Promise<void>} screenshot
 * @property {() => Promise<void>} close
 */

/** Why an engine cannot start here (a missing Debian package), or null. */
export function missing(engine) {
  const needs =
    engine === 'firefox'
      ? [[FIREFOX, 'firefox-esr']]
      : [
          [WEBKIT_DRIVER, 'webkit2gtk-driver'],
          [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
          ...(process.env.DISPLAY ? [] : [[XVFB, 'xvfb']]),
        ];
  const absent = needs.filter(([path]) => !existsSync(path));
  return absent.length
    ? `${absent.map(([path]) => path).join(', ')} missing (apt-get install ${absent.map(([, pkg]) => pkg).join(' ')})`
    : null;
}

/** @returns {Promise<Engine>} */
export async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: START_MS,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: {
      'intl.accept_languages': 'zh-TW, zh',
      // no update checks, telemetry or first-run pages in a test profile
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (source) => page.evaluate(source),
    async element(source) {
      const handle = await page.evaluateHandle(source);
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element;
    },
    click: (handle) => handle.click(),
    type: (handle, text) => handle.type(text),
    upload: (handle, path) => handle.uploadFile(path),
    async clearCookies() {
      await page.deleteCookie(...(await page.cookies()));
    },
    takeErrors: async () => errors.splice(0),
    async screenshot(path) {
      await page.screenshot({ path });
    },
    close: () => browser.close(),
  };
}

/** A TCP port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Processes this module started: killed when node exits, whatever way it ends. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Rejects after `ms` unless `promise` settles first. */
export function within(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A virtual display (WebKitGTK's MiniBrowser has no headless mode): Xvfb picks a free display
 * number and writes it to the pipe given by -displayfd.
 */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = track(
      spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      }),
    );
    let errors = '';
    let number = '';
    xvfb.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    xvfb.stdio[3].on('data', (chunk) => {
      number += chunk;
      if (number.includes('\n')) resolve({ display: `:${number.trim()}`, stop: () => xvfb.kill() });
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.trim()}`)));
  });
}

/** Starts WebKitWebDriver on a free port of 127.0.0.1; resolves once it answers /status. */
async function startWebKitDriver(env) {
  const port = await freePort();
  const driver = track(
    spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let log = '';
  driver.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => driver.kill();
  const exited = new Promise((_, reject) => {
    driver.on('error', reject);
    driver.on('exit', (code) => reject(new Error(`WebKitWebDriver exited with ${code}: ${log}`)));
  });
  exited.catch(() => {});
  const ready = (async () => {
    for (;;) {
      const answer = await fetch(`${url}/status`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await within(Promise.race([ready, exited]), 15_000, 'WebKitWebDriver start');
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** @returns {Promise<Engine>} */
export async function launchWebKit() {
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  let service;
  let driver;
  try {
    service = await startWebKitDriver({
      ...process.env,
      ...(xvfb ? { DISPLAY: xvfb.display } : {}),
    });
    driver = await within(
      new Builder()
        .usingServer(service.url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build(),
      START_MS,
      'a WebKit session',
    );
    await driver.manage().window().setRect(VIEWPORT);
  } catch (error) {
    service?.stop();
    xvfb?.stop();
    throw error;
  }
  const caps = await driver.getCapabilities();
  return {
    name: 'webkit',
    version: `WebKitGTK ${caps.get('browserVersion')}`,
    goto: (url) => driver.get(url),
    evaluate: (source) => driver.executeScript(`return ${source}`),
    element: (source) => driver.executeScript(`return ${source}`),
    click: (handle) => handle.click(),
    type: (handle, text) => handle.sendKeys(text),
    upload: (handle, path) => handle.sendKeys(path),
    clearCookies: () => driver.manage().deleteAllCookies(),
    // classic WebDriver reports no page errors: what the page recorded itself (see ERROR_PROBE)
    takeErrors: () => driver.executeScript(`return ${ERROR_PROBE_TAKE}`),
    async screenshot(path) {
      writeFileSync(path, await driver.takeScreenshot(), 'base64');
    },
    async close() {
      await within(driver.quit(), 10_000, 'closing WebKit').catch(() => {});
      service.stop();
      xvfb?.stop();
    },
  };
}
