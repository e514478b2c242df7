import { S3ServiceException } from '@aws-sdk/client-s3';

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));
}

/** A conditional write lost: 412 PreconditionFailed, or 409 ConditionalRequestConflict while another write ran. */
export function isPreconditionFailure(error: unknown): boolean {
  const status = statusOf(error);
  return status === 412 || (status === 409 && error instanceof S3ServiceException && error.name === 'ConditionalRequestConflict');
}
