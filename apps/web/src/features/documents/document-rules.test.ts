import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_MSG } from '@tenho/domain/documents/documents.schemas';
import { titleFromFileName, validateDocumentFile, visibilityOptions } from './document-rules';

describe('validateDocumentFile', () => {
  it('refuses more than 10 MB with the server message, and empty or missing files', () => {
    expect(validateDocumentFile({ size: DOCUMENT_MAX_BYTES + 1 })).toBe(
      'O arquivo excede o limite de 10 MB.',
    );
    expect(validateDocumentFile({ size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(validateDocumentFile({ size: 0 })).toBe(DOCUMENTS_MSG.fileEmpty);
    expect(validateDocumentFile(null)).toBe(DOCUMENTS_MSG.fileRequired);
  });
});

describe('visibilityOptions', () => {
  it('NETWORK only for MASTER, UNIT for MASTER and ADMIN, PRIVATE for everyone', () => {
    expect(visibilityOptions('MASTER').map((o) => o.value)).toEqual(['NETWORK', 'UNIT', 'PRIVATE']);
    expect(visibilityOptions('ADMIN').map((o) => o.value)).toEqual(['UNIT', 'PRIVATE']);
    expect(visibilityOptions('CLIENT').map((o) => o.value)).toEqual(['PRIVATE']);
    expect(visibilityOptions('CLIENT')[0]?.hint).toBe('Sua empresa e os usuários dela.');
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and underscores', () => {
    expect(titleFromFileName('Contrato_de_franquia.pdf')).toBe('Contrato de franquia');
  });
});
