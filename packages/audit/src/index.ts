export const ENGINE_NAME = 'ads-auditor';
