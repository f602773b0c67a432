/** GraphQL selections with snake_case aliases: the REST shape of each resource, in one place. */
export const USER = `id name email is_email_verified: isEmailVerified groups: groupIds is_disabled: isDisabled is_invitation_pending: isInvitationPending
  created_at: createdAt updated_at: updatedAt disabled_at: disabledAt`;
export const GROUP = `id name type restricted members: memberIds roles: roleIds data_sources: dataSourceIds permissions created_at: createdAt`;
export const ROLE = `id name permissions builtin groups: groupIds created_at: createdAt`;
export const ORGANIZATION = `id name slug domain`;
export const DATA_SOURCE = `id name type options created_at: createdAt updated_at: updatedAt`;
export const QUERY = `id name description query data_source_id: dataSourceId options is_draft: isDraft is_archived: isArchived
  user { id name email } created_at: createdAt updated_at: updatedAt latest_query_data_id: latestQueryDataId
  working_version: workingVersion published_version: publishedVersion`;
export const QUERY_VERSION = `id version name query options user_id: userId created_at: createdAt`;
export const JOB = `id status query_result_id: queryResultId error run_id: runId`;
export const RUN = `id entity_type: entityType entity_id: entityId job_id: jobId user_id: userId status error
  query_result_id: queryResultId created_at: createdAt finished_at: finishedAt`;
