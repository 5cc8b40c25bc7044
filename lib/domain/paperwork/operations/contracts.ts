// /staffContracts/{id} and its documents (rules §7, right staffContracts): the contract with its
// figures computed from the planning; crew members read their own, planners and office all.
import { z } from 'zod';
import { ZContract, ZDocumentListItem } from '..';
import { ANY_SESSION, dataResponse, defineOperation, ZIdParam } from '../../operation';
import * as paperworkEndpoints from '../endpoints';

export const getContract = defineOperation({
  ...paperworkEndpoints.getContract,
  access: { sessions: ANY_SESSION },
  tags: ['staffContracts'],
  summary: 'One contract: quota, planned, worked, time account (carried over) and vacation account',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Contract', ZContract) },
});

export const listContractDocuments = defineOperation({
  ...paperworkEndpoints.listContractDocuments,
  access: { sessions: ANY_SESSION },
  tags: ['staffContracts'],
  summary: 'The documents of a contract (the contract to sign, its annexes)',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Documents', z.array(ZDocumentListItem)) },
});
