// Vacancies: open crew-item rows published to crew, and the applications for them.
export * from './vacancy';
