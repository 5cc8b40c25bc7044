// The mailbox: the emails the system sent, their bodies and attachments.
export * from './messages';
export * from './paths';
