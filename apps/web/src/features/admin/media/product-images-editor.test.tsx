import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ProductImagesResponse } from '@tokri/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { toast } from '../../../shared/ui/toast.js';
import { CategoryImageEditor } from './category-image-editor.js';
import { ProductImagesEditor } from './product-images-editor.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const PRODUCT = 'product-1';
const DEMO = {
  id: null,
  url: '/images/products/milk.svg',
  thumbnailUrl: '/images/products/milk.svg',
  isMain: true,
};
const PHOTO = {
  id: 'photo-1',
  url: '/media/p/photo-1/640.webp',
  thumbnailUrl: '/media/p/photo-1/160.webp',
  isMain: false,
};
const UPLOADED = {
  id: 'photo-2',
  url: '/media/p/photo-2/640.webp',
  thumbnailUrl: '/media/p/photo-2/160.webp',
  isMain: false,
};

/** A stand-in XMLHttpRequest: records what was sent, reports half the upload, then answers `reply`. */
let reply: { status: number; body: unknown } = { status: 201, body: null };
const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
class FakeXhr {
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private request = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    this.request.body = body;
    sent.push(this.request);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }, 0);
  }
}

function serve(images: ProductImagesResponse['images']) {
  let current = images;
  vi.mocked(api).mockImplementation(async (path, request) => {
    if (path.endsWith('/main')) {
      current = current.map((image) => ({ ...image, isMain: path.includes(`/${image.id}/`) }));
      current = [...current.filter((image) => image.isMain), ...current.filter((image) => !image.isMain)];
    } else if (request?.method === 'DELETE') {
      current = current.filter((image) => !path.endsWith(`/${image.id}`));
    }
    return { images: current } as never;
  });
}

function renderWith(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

const pick = (label: string, file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));

beforeAll(async () => {
  await initI18n();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  sent.length = 0;
  await changeLanguage('en');
});

describe('ProductImagesEditor', () => {
  it('lists the photos main first; a demo photo has no buttons, and "Make main" moves an upload to the front', async () => {
    serve([DEMO, PHOTO]);
    renderWith(<ProductImagesEditor productId={PRODUCT} />);
    const items = await screen.findAllByTestId('product-image');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Main photo');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('img').getAttribute('src')).toBe(PHOTO.thumbnailUrl);
    await act(async () => fireEvent.click(within(items[1]!).getByRole('button', { name: 'Make main' })));
    expect(vi.mocked(api)).toHaveBeenCalledWith(`/api/admin/products/${PRODUCT}/images/photo-1/main`, {
      method: 'POST',
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('product-image')[0]!.querySelector('img')!.getAttribute('src')).toBe(
        PHOTO.thumbnailUrl,
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Main photo changed');
  });

  it('uploads a chosen file as the raw body with the language, and shows the new photo', async () => {
    serve([DEMO]);
    reply = { status: 201, body: { images: [DEMO, UPLOADED] } };
    renderWith(<ProductImagesEditor productId={PRODUCT} />);
    await screen.findAllByTestId('product-image');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shelf.jpg', { type: 'image/jpeg' });
    await pick('Choose file', file);
    await waitFor(() => expect(screen.getAllByTestId('product-image')).toHaveLength(2));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/admin/products/${PRODUCT}/images`,
      headers: { 'x-language': 'en', 'content-type': 'image/jpeg' },
      body: file,
    });
    expect(toast.success).toHaveBeenCalledWith('Photo added');
  });

  it('the camera button is a file input that asks for the back camera', async () => {
    serve([]);
    renderWith(<ProductImagesEditor productId={PRODUCT} />);
    await screen.findByText('No photos yet.');
    const camera = screen.getByLabelText('Take photo');
    expect(camera.getAttribute('type')).toBe('file');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
  });

  it('shows the server’s translated refusal of a file, in Hindi when the admin reads Hindi', async () => {
    await changeLanguage('hi');
    serve([]);
    reply = {
      status: 415,
      body: { error: { code: 'IMAGE_HEIC_NOT_SUPPORTED', message: 'HEIC फ़ोटो अभी यहाँ नहीं पढ़ी जा सकतीं।' } },
    };
    renderWith(<ProductImagesEditor productId={PRODUCT} />);
    await screen.findByText('अभी कोई फ़ोटो नहीं है।');
    await pick('फ़ाइल चुनें', new File([new Uint8Array([0])], 'IMG_0001.HEIC', { type: 'image/heic' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('यह नहीं हो सका: HEIC फ़ोटो अभी यहाँ नहीं पढ़ी जा सकतीं।');
    expect(sent[0]!.headers['x-language']).toBe('hi');
  });
});

describe('CategoryImageEditor', () => {
  it('replaces the image with a PUT and shows the new one', async () => {
    reply = { status: 200, body: { imageUrl: '/media/p/c1/640.webp', thumbnailUrl: '/media/p/c1/160.webp' } };
    renderWith(<CategoryImageEditor categoryId="cat-1" imageUrl="/images/categories/dairy.svg" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/images/categories/dairy.svg');
    await pick('Choose file', new File([new Uint8Array([1])], 'dairy.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('/media/p/c1/160.webp'));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/admin/categories/cat-1/image' });
  });
});
