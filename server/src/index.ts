import { ENGINE_NAME } from '@ads-auditor/audit';
console.log(ENGINE_NAME);
