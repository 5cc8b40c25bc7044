// /projectCrews/{id}/digitalConfirm: the client's confirmation of the crew for a day.
import { ZDateQuery, ZDigitalConfirmation, ZDigitalConfirmInput } from '..';
import { ANY_SESSION, dataResponse, defineOperation, jsonBody, ZIdParam } from '../../operation';
import * as fieldWorkEndpoints from '../endpoints';

export const confirmDigitally = defineOperation({
  ...fieldWorkEndpoints.confirmDigitally,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'Confirm the crew for a day (client, crew chief on the device, planners); once per day',
  request: { params: ZIdParam, ...jsonBody(ZDigitalConfirmInput) },
  responses: { 201: dataResponse('Confirmed', ZDigitalConfirmation) },
});

export const getDigitalConfirmation = defineOperation({
  ...fieldWorkEndpoints.getDigitalConfirmation,
  access: { sessions: ANY_SESSION },
  tags: ['projectCrews'],
  summary: 'The confirmation of a day (null when not confirmed)',
  request: { params: ZIdParam, query: ZDateQuery },
  responses: { 200: dataResponse('Confirmation, or null', ZDigitalConfirmation.nullable()) },
});
