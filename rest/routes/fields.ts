/** GraphQL selections with snake_case aliases: the REST shape of each resource, in one place. */
export const USER = `id name email groups: groupIds is_disabled: isDisabled is_invitation_pending: isInvitationPending
  created_at: createdAt updated_at: updatedAt disabled_at: disabledAt`;
export const GROUP = `id name type restricted members: memberIds roles: roleIds data_sources: dataSourceIds permissions created_at: createdAt`;
export const ROLE = `id name permissions builtin groups: groupIds created_at: createdAt`;
export const ORGANIZATION = `id name slug domain`;
export const DATA_SOURCE = `id name type options created_at: createdAt updated_at: updatedAt`;
