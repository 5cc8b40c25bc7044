/** tel: and sms: links take the number without spaces or dashes; a leading + stays. */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');
