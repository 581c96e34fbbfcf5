import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../core/config/config';
import type { UploadOptions, UploadResult } from '../../core/upload/upload';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';

/** Runs a step and lets React or Preact commit (both render asynchronously here). */
async function act(fn: () => unknown) {
  await fn();
  await new Promise((r) => setTimeout(r, 20));
}

let root: Root | null = null;
let container: HTMLDivElement;

function png(name = 'a.png', size = 100): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

interface Deferred {
  file: File;
  options: UploadOptions;
  resolve: (r: UploadResult) => void;
  reject: (e: Error) => void;
}

function fakeUpload() {
  const calls: Deferred[] = [];
  const upload = vi.fn(
    (_: unknown, file: File, options: UploadOptions = {}) =>
      new Promise<UploadResult>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
      }),
  );
  return { calls, upload };
}

function Harness(
  props: Partial<ImageUploadProps> & { initial?: string[]; spy?: (v: string[]) => void },
) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <ImageUpload
      label="圖片"
      {...props}
      value={value}
      onChange={(v) => {
        props.spy?.(v);
        setValue(v);
      }}
    />
  );
}

async function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(node));
}

async function pick(...files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const images = () =>
  [...container.querySelectorAll<HTMLImageElement>('li[data-state=done] img')].map((i) =>
    i.getAttribute('src'),
  );
const button = (label: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent === label,
  );

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('ImageUpload', () => {
  it('uploads picked images with the prefix, shows progress, then lists them in order', async () => {
    configure({ imageBase: 'http://img.test/' });
    const { calls, upload } = fakeUpload();
    const spy = vi.fn();
    await render(<Harness upload={upload} prefix="avatar_" max={5} spy={spy} />);
    await pick(png('one.png'), png('two.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(calls[0]!.options.prefix).toBe('avatar_');
    await act(async () => calls[0]!.options.onProgress?.(40));
    const bar = container.querySelector('[role=progressbar]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    // both finish before the parent re-renders: neither is lost
    await act(async () => {
      calls[0]!.resolve({ key: 'k1', url: 'http://img.test/files/uploads/k1' });
      calls[1]!.resolve({ key: 'k2', url: 'http://img.test/files/uploads/k2' });
    });
    expect(images()).toEqual([
      'http://img.test/files/uploads/k1',
      'http://img.test/files/uploads/k2',
    ]);
    expect(spy).toHaveBeenLastCalledWith([
      'http://img.test/files/uploads/k1',
      'http://img.test/files/uploads/k2',
    ]);
    expect(container.querySelector('[role=progressbar]')).toBeNull();
  });

  it('reorders with buttons and removes', async () => {
    await render(<Harness initial={['http://x/a.png', 'http://x/b.png', 'http://x/c.png']} />);
    await act(async () => button('第 1 張圖片後移')!.click());
    expect(images()).toEqual(['http://x/b.png', 'http://x/a.png', 'http://x/c.png']);
    expect(button('第 1 張圖片前移')!.disabled).toBe(true);
    await act(async () => button('移除第 3 張圖片')!.click());
    expect(images()).toEqual(['http://x/b.png', 'http://x/a.png']);
  });

  it('shows a wrong type without uploading, and an upload failure with a working retry', async () => {
    const { calls, upload } = fakeUpload();
    await render(<Harness upload={upload} />);
    await pick(new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(upload).not.toHaveBeenCalled();
    expect(container.querySelector('[role=alert]')!.textContent).toBe(
      'doc.pdf：上傳圖片只能是jpg、png、jpeg格式!',
    );
    // a refused file is named in the notes, not left in a slot
    expect(container.querySelectorAll('li[data-state]')).toHaveLength(0);
    await pick(png('big.png'));
    await act(async () => calls[0]!.reject(new Error('獲取失敗')));
    const alerts = [...container.querySelectorAll('[role=alert]')].map((a) => a.textContent);
    expect(alerts).toContain('獲取失敗');
    await act(async () => button('重試')!.click());
    expect(upload).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve({ key: 'k', url: 'http://x/k.png' }));
    expect(images()).toEqual(['http://x/k.png']);
  });

  it('refused files take no slot; files past the maximum are named in a visible note', async () => {
    const { upload } = fakeUpload();
    await render(<Harness upload={upload} max={3} initial={['http://x/a.png']} />);
    await pick(
      new File(['x'], 'doc.pdf', { type: 'application/pdf' }),
      png('one.png'),
      png('two.png'),
      png('three.png'),
    );
    // the pdf is refused, the two free slots go to the first two images
    expect(upload.mock.calls.map(([, file]) => file.name)).toEqual(['one.png', 'two.png']);
    const notes = container.querySelector('[part="upload-notes"]')!;
    expect([...notes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'doc.pdf：上傳圖片只能是jpg、png、jpeg格式!',
      '最多上傳 3 張圖片，未加入：three.png',
    ]);
    expect(notes.getAttribute('role')).toBe('alert');
    expect(notes.closest('.sr-only')).toBeNull();
  });

  it('a picture being uploaded shows an icon, not an emoji', async () => {
    const { upload } = fakeUpload();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => '';
    try {
      await render(<Harness upload={upload} />);
      await pick(png('one.png'));
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    const thumb = container.querySelector('li[data-state=uploading] .iu-thumb')!;
    expect(thumb.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(thumb.textContent).toBe('');
  });

  it('stops offering more than max images; the single variant replaces its image', async () => {
    const { calls, upload } = fakeUpload();
    await render(<Harness upload={upload} max={1} initial={['http://x/old.png']} />);
    expect(container.querySelector('input[type=file]')!.hasAttribute('multiple')).toBe(false);
    await pick(png('new.png'));
    await act(async () => calls[0]!.resolve({ key: 'n', url: 'http://x/new.png' }));
    expect(images()).toEqual(['http://x/new.png']);
    await act(async () => root!.unmount());
    await render(
      <Harness upload={upload} max={2} initial={['http://x/a.png', 'http://x/b.png']} />,
    );
    expect(container.querySelector('input[type=file]')).toBeNull();
  });
});
