import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACCEPT,
  DOCUMENTS_MSG,
  documentListQuerySchema,
  documentTypeLabel,
  documentVisibilityOptions,
  documentUploadFieldsSchema,
  formatFileSize,
  mayChooseVisibility,
} from './documents.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('documents schemas', () => {
  it('reads the upload form fields as text, in Portuguese when wrong', () => {
    expect(
      documentUploadFieldsSchema.parse({ title: '  Contrato  ', visibility: 'UNIT', unit_id: '12' }),
    ).toEqual({
      title: 'Contrato',
      visibility: 'UNIT',
      unit_id: 12,
    });
    expect(
      documentUploadFieldsSchema.parse({ title: 'A', visibility: 'PRIVATE', unit_id: '' }).unit_id,
    ).toBeUndefined();
    expect(firstMessage(documentUploadFieldsSchema.safeParse({ visibility: 'PRIVATE' }))).toBe(
      DOCUMENTS_MSG.titleRequired,
    );
    expect(firstMessage(documentUploadFieldsSchema.safeParse({ title: 'A', visibility: 'public' }))).toBe(
      DOCUMENTS_MSG.visibilityInvalid,
    );
    expect(
      firstMessage(documentUploadFieldsSchema.safeParse({ title: 'a\u0000b', visibility: 'PRIVATE' })),
    ).toBe(DOCUMENTS_MSG.titleInvalid);
    expect(
      firstMessage(documentUploadFieldsSchema.safeParse({ title: '\ud800', visibility: 'PRIVATE' })),
    ).toBe(DOCUMENTS_MSG.titleInvalid);
    for (const unit of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect(
        firstMessage(documentUploadFieldsSchema.safeParse({ title: 'A', visibility: 'UNIT', unit_id: unit })),
      ).toBe(DOCUMENTS_MSG.unitInvalid);
  });

  it('pages the list with defaults and limits', () => {
    expect(documentListQuerySchema.parse({})).toEqual({ search: undefined, page: 1, pageSize: 20 });
    expect(documentListQuerySchema.parse({ search: '  ', page: '3', pageSize: '50' })).toEqual({
      search: undefined,
      page: 3,
      pageSize: 50,
    });
    expect(documentListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('formats sizes and types for people', () => {
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(12_700)).toBe('12,4 KB');
    expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3,2 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(-1)).toBe('-');
    expect(documentTypeLabel('application/pdf')).toBe('PDF');
    expect(documentTypeLabel('application/x-desconhecido')).toBe('application/x-desconhecido');
    expect(DOCUMENT_ACCEPT).toContain('.docx');
    expect(DOCUMENT_ACCEPT).not.toContain('.exe');
  });
});

describe('documentVisibilityOptions', () => {
  it('NETWORK only for MASTER, UNIT for MASTER and ADMIN, PRIVATE for everyone', () => {
    expect(documentVisibilityOptions('MASTER').map((o) => o.value)).toEqual(['NETWORK', 'UNIT', 'PRIVATE']);
    expect(documentVisibilityOptions('ADMIN').map((o) => o.value)).toEqual(['UNIT', 'PRIVATE']);
    expect(documentVisibilityOptions('CLIENT').map((o) => o.value)).toEqual(['PRIVATE']);
    expect(documentVisibilityOptions('USER').map((o) => o.value)).toEqual(['PRIVATE']);
    expect(documentVisibilityOptions('CLIENT')[0]?.hint).toBe('Sua empresa e os usuários dela.');
    expect(documentVisibilityOptions('ADMIN')[0]?.hint).toBe('As pessoas da sua unidade.');
  });

  it('the API accepts from a role exactly what the upload offers it', () => {
    expect(mayChooseVisibility('MASTER', 'NETWORK')).toBe(true);
    expect(mayChooseVisibility('ADMIN', 'NETWORK')).toBe(false);
    expect(mayChooseVisibility('ADMIN', 'UNIT')).toBe(true);
    expect(mayChooseVisibility('CLIENT', 'UNIT')).toBe(false);
    expect(mayChooseVisibility('USER', 'PRIVATE')).toBe(true);
  });
});
