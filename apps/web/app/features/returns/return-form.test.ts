import { RETURN_LIMITS, RETURN_MESSAGES } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { checkReturnForm, emptyReturnForm, returnFormData, videoLengthProblem, videoProblem, type ReturnFormValues } from './return-form';
import { formatReturnDeadline, refundDestinationText } from './return-display';

const video = new File([new Uint8Array(1024)], 'packing.mp4', { type: 'video/mp4' });
const photo = new File([new Uint8Array(10)], 'dent.jpg', { type: 'image/jpeg' });

function filled(overrides: Partial<ReturnFormValues> = {}): ReturnFormValues {
  return {
    ...emptyReturnForm([{ itemId: 'a', quantity: 2 }]),
    lines: [{ itemId: 'a', chosen: true, quantity: 2 }],
    reason: 'damaged',
    resolution: 'refund',
    upiId: 'asha.rao@okicici',
    video,
    ...overrides,
  };
}

describe('the return form', () => {
  it('starts with the lines that have units left; a single one comes chosen', () => {
    expect(emptyReturnForm([{ itemId: 'a', quantity: 2 }, { itemId: 'b', quantity: 0 }]).lines).toEqual([{ itemId: 'a', chosen: true, quantity: 1 }]);
    expect(emptyReturnForm([{ itemId: 'a', quantity: 1 }, { itemId: 'b', quantity: 3 }]).lines.map((l) => l.chosen)).toEqual([false, false]);
  });

  it('a cash-on-delivery refund sends where the money goes; an online refund and an exchange do not', () => {
    const cod = checkReturnForm(filled({ ifsc: 'ignored' }), 'COD');
    expect(cod.ok && cod.submission.fields).toEqual({
      lines: [{ itemId: 'a', quantity: 2 }], reason: 'damaged', resolution: 'refund', refundTo: { method: 'upi', upiId: 'asha.rao@okicici' },
    });
    const online = checkReturnForm(filled(), 'ONLINE');
    expect(online.ok && online.submission.fields.refundTo).toBeUndefined();
    const exchange = checkReturnForm(filled({ resolution: 'exchange', upiId: '' }), 'COD');
    expect(exchange.ok && exchange.submission.fields.refundTo).toBeUndefined();
  });

  it("says what is missing with the domain's messages, all at once, on the fields that show them", () => {
    const check = checkReturnForm({ ...emptyReturnForm([{ itemId: 'a', quantity: 1 }, { itemId: 'b', quantity: 1 }]), reason: 'other', upiId: 'nope' }, 'COD');
    expect(check).toEqual({
      ok: false,
      errors: {
        lines: RETURN_MESSAGES.noLines,
        resolution: 'Choose refund or exchange',
        reasonText: RETURN_MESSAGES.reasonTextRequired,
        video: RETURN_MESSAGES.videoRequired,
      },
    });
    const bank = checkReturnForm(filled({ refundMethod: 'bank', accountName: 'A', ifsc: 'SBIN001', accountNumber: '12ab' }), 'COD');
    expect(bank).toEqual({
      ok: false,
      errors: { accountName: RETURN_MESSAGES.accountNameInvalid, ifsc: RETURN_MESSAGES.ifscInvalid, accountNumber: RETURN_MESSAGES.accountInvalid },
    });
    expect(checkReturnForm(filled({ upiId: 'not an id' }), 'COD')).toEqual({ ok: false, errors: { upiId: RETURN_MESSAGES.upiInvalid } });
    expect(checkReturnForm(filled({ photos: Array.from({ length: RETURN_LIMITS.photosMax + 1 }, () => photo) }), 'COD'))
      .toEqual({ ok: false, errors: { photos: RETURN_MESSAGES.tooManyPhotos } });
  });

  it('builds the multipart body: lines and refundTo as JSON text, the IFSC upper-cased, then the files', () => {
    const check = checkReturnForm(filled({ refundMethod: 'bank', accountName: ' Asha Rao ', ifsc: 'sbin0001234', accountNumber: '123456789012', reasonText: ' Lid dented ', photos: [photo] }), 'COD');
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    const form = returnFormData(check.submission);
    expect([...form.keys()]).toEqual(['lines', 'reason', 'reasonText', 'resolution', 'refundTo', 'photos', 'video']);
    expect(JSON.parse(form.get('lines') as string)).toEqual([{ itemId: 'a', quantity: 2 }]);
    expect(form.get('reasonText')).toBe('Lid dented');
    expect(JSON.parse(form.get('refundTo') as string)).toEqual({ method: 'bank', accountName: 'Asha Rao', ifsc: 'SBIN0001234', accountNumber: '123456789012' });
    expect((form.get('video') as File).name).toBe('packing.mp4');
  });

  it('refuses a video by its type, size and length before the upload', () => {
    expect(videoProblem(video)).toBeNull();
    expect(videoProblem({ name: 'IMG_0001.MOV', type: '', size: 10 })).toBeNull();
    expect(videoProblem({ name: 'clip.avi', type: 'video/x-msvideo', size: 10 })).toBe(RETURN_MESSAGES.notVideo);
    expect(videoProblem({ name: 'big.mp4', type: 'video/mp4', size: RETURN_LIMITS.videoMaxBytes + 1 })).toBe(RETURN_MESSAGES.videoTooBig);
    expect(videoLengthProblem(RETURN_LIMITS.videoMaxSeconds + 1)).toBe(RETURN_MESSAGES.videoTooLong);
    expect(videoLengthProblem(null)).toBeNull();
  });
});

describe('what a request shows', () => {
  it('the deadline in India time', () => {
    expect(formatReturnDeadline('2025-12-01T13:00:00Z')).toBe('Mon, 1 Dec, 6:30 pm');
  });

  it('where the refund goes', () => {
    expect(refundDestinationText({ refundTo: 'UPI as•••@okicici' }, { method: 'upi' })).toBe('UPI as•••@okicici');
    expect(refundDestinationText({ refundTo: null }, { method: 'provider' })).toBe('Your original payment method');
  });
});
