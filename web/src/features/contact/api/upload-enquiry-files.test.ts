import { MAX_UPLOAD_FILE_BYTES } from '@outlet-shop/shop-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadEnquiryFiles } from './upload-enquiry-files';

const file = (name: string, sizeBytes: number) => new File([new Uint8Array(sizeBytes)], name);

afterEach(() => vi.unstubAllGlobals());

describe('uploadEnquiryFiles (docs/product.md 5 uploads)', () => {
  it('names oversize files in the spec message and still uploads the others', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const names = (init.body as FormData).getAll('photos').map((part) => (part as File).name);
      return Response.json(
        names.map((name) => ({ id: name, name, mime: 'image/png', size: 1 })),
        { status: 201 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await uploadEnquiryFiles([
      file('a.png', 10),
      file('big.png', MAX_UPLOAD_FILE_BYTES + 1),
      file('huge.pdf', MAX_UPLOAD_FILE_BYTES + 2),
      file('limit.png', MAX_UPLOAD_FILE_BYTES),
    ]);
    expect(outcome.message).toBe('big.png, huge.pdf exceed the 5MB file size limit.');
    expect(outcome.uploaded.map((record) => record.name)).toEqual(['a.png', 'limit.png']);
  });

  it("says 'File upload failed.' when the call fails, with the server's reason when it has one", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await uploadEnquiryFiles([file('a.png', 10)])).toEqual({ uploaded: [], message: 'File upload failed.' });
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { message: 'Only images, PDF and Word documents can be attached.' } }, { status: 415 }),
    );
    expect((await uploadEnquiryFiles([file('a.pdf', 10)])).message).toBe(
      'File upload failed. Only images, PDF and Word documents can be attached.',
    );
  });

  it('keeps the files the server kept when it refuses others for their content', async () => {
    const message = 'invoice.pdf (contains JavaScript) cannot be attached.';
    const kept = { id: 'r1', name: 'receipt.pdf', mime: 'application/pdf', size: 10 };
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'file_content_not_allowed', message, details: { files: [], uploaded: [kept] } } },
        { status: 422 },
      ),
    );
    expect(await uploadEnquiryFiles([file('receipt.pdf', 10), file('invoice.pdf', 10)])).toEqual({
      uploaded: [kept],
      message: `File upload failed. ${message}`,
    });
  });
});
