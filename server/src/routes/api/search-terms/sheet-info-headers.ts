// The sheet information that search-term errors carry in headers, so a client can name the sheets the workbook lacks or mislabels.

export interface SheetInfo {
  available_sheets: string[];
  expected_sheets: string[];
  instructions: string;
}

/** JSON with every non-ASCII character escaped: header values must stay ASCII (tab names may not be). */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function sheetInfoHeaders(info: SheetInfo): Record<string, string> {
  return {
    'x-available-sheets': asciiJson(info.available_sheets),
    'x-expected-sheets': asciiJson(info.expected_sheets),
    'x-instructions': info.instructions.replace(/[^\x20-\x7e]/g, ' '),
  };
}

export const SHEET_INFO_HEADERS_DOC = {
  description: 'the sheet information is in the headers x-available-sheets, x-expected-sheets (JSON arrays) and x-instructions',
  headers: {
    'x-available-sheets': { type: 'string', description: "JSON array of the workbook's tabs (empty when unknown)" },
    'x-expected-sheets': { type: 'string', description: 'JSON array of the search term tabs the audit reads' },
    'x-instructions': { type: 'string', description: 'How to download a bulk file with search terms' },
  },
};
