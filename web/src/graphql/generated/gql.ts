/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SelectOrganization($orgSlug: String!, $password: String) {\n    selectOrganization(orgSlug: $orgSlug, password: $password) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n": typeof types.SelectOrganizationDocument,
    "\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n": typeof types.ExchangeSessionDocument,
    "\n  query AdminUsers {\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n          isDisabled\n          isInvitationPending\n          groupIds\n        }\n      }\n    }\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminInviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      inviteLink\n      user {\n        id\n        databaseId\n        name\n        email\n        isDisabled\n        isInvitationPending\n        groupIds\n      }\n    }\n  }\n": typeof types.AdminInviteUserDocument,
    "\n  mutation AdminDisableUser($id: ID!) {\n    disableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n": typeof types.AdminDisableUserDocument,
    "\n  mutation AdminEnableUser($id: ID!) {\n    enableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n": typeof types.AdminEnableUserDocument,
    "\n  mutation AdminRegenerateApiKey($userId: ID!) {\n    regenerateApiKey(userId: $userId) {\n      apiKey\n    }\n  }\n": typeof types.AdminRegenerateApiKeyDocument,
    "\n  query AdminEffectivePermissions($userId: ID!) {\n    effectivePermissions(userId: $userId) {\n      userId\n      permissions\n    }\n  }\n": typeof types.AdminEffectivePermissionsDocument,
    "\n  query AdminGroups {\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          restricted\n          memberIds\n          roleIds\n          dataSourceIds\n          permissions\n        }\n      }\n    }\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          permissions\n        }\n      }\n    }\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n        }\n      }\n    }\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminGroupsDocument,
    "\n  mutation AdminCreateGroup($name: String!) {\n    createGroup(name: $name) {\n      id\n      databaseId\n      name\n    }\n  }\n": typeof types.AdminCreateGroupDocument,
    "\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n": typeof types.AdminDeleteGroupDocument,
    "\n  mutation AdminAddGroupMember($groupId: ID!, $userId: ID!) {\n    addGroupMember(groupId: $groupId, userId: $userId) {\n      id\n      memberIds\n    }\n  }\n": typeof types.AdminAddGroupMemberDocument,
    "\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n": typeof types.AdminRemoveGroupMemberDocument,
    "\n  mutation AdminAttachRole($groupId: ID!, $roleId: ID!) {\n    attachRole(groupId: $groupId, roleId: $roleId) {\n      id\n      roleIds\n      permissions\n    }\n  }\n": typeof types.AdminAttachRoleDocument,
    "\n  mutation AdminDetachRole($groupId: ID!, $roleId: ID!) {\n    detachRole(groupId: $groupId, roleId: $roleId)\n  }\n": typeof types.AdminDetachRoleDocument,
    "\n  mutation AdminSetGroupAccess($groupId: ID!, $restricted: Boolean!) {\n    setGroupDataSourceAccess(groupId: $groupId, restricted: $restricted) {\n      id\n      restricted\n    }\n  }\n": typeof types.AdminSetGroupAccessDocument,
    "\n  mutation AdminAddGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    addGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {\n      id\n      dataSourceIds\n    }\n  }\n": typeof types.AdminAddGroupDataSourceDocument,
    "\n  mutation AdminRemoveGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId)\n  }\n": typeof types.AdminRemoveGroupDataSourceDocument,
    "\n  query AdminRoles {\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          builtin\n          permissions\n          groupIds\n        }\n      }\n    }\n    permissions {\n      key\n      description\n    }\n  }\n": typeof types.AdminRolesDocument,
    "\n  mutation AdminCreateRole($name: String!, $permissions: [String!]!) {\n    createRole(name: $name, permissions: $permissions) {\n      id\n      databaseId\n      name\n      permissions\n    }\n  }\n": typeof types.AdminCreateRoleDocument,
    "\n  mutation AdminUpdateRole($id: ID!, $permissions: [String!]) {\n    updateRole(id: $id, permissions: $permissions) {\n      id\n      permissions\n    }\n  }\n": typeof types.AdminUpdateRoleDocument,
    "\n  query DashboardPage($slug: String!) {\n    dashboard(slug: $slug) {\n      id\n      databaseId\n      slug\n      name\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n      isShared\n      publicUrl\n      shareExpiresAt\n      policies {\n        canUpdate\n        canPublish\n        canShare\n      }\n      widgets {\n        id\n        databaseId\n        width\n        text\n        options\n        visualization {\n          id\n          name\n          type\n          options\n          queryId\n          queryName\n        }\n        result {\n          columns\n          rows\n          rowCount\n          retrievedAt\n        }\n      }\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  subscription DashboardUpdated($dashboardId: ID!) {\n    dashboardUpdated(dashboardId: $dashboardId) {\n      id\n      updatedAt\n    }\n  }\n": typeof types.DashboardUpdatedDocument,
    "\n  query WidgetQuerySearch($search: String) {\n    queries(first: 20, search: $search) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          visualizations {\n            id\n            name\n            type\n          }\n        }\n      }\n    }\n  }\n": typeof types.WidgetQuerySearchDocument,
    "\n  mutation CreateDashboardWidget($dashboardId: ID!, $visualizationId: ID, $text: String, $width: Int) {\n    createWidget(dashboardId: $dashboardId, visualizationId: $visualizationId, text: $text, width: $width) {\n      id\n    }\n  }\n": typeof types.CreateDashboardWidgetDocument,
    "\n  mutation MoveDashboardWidget($id: ID!, $width: Int, $options: JSON) {\n    updateWidget(id: $id, width: $width, options: $options) {\n      id\n      width\n      options\n    }\n  }\n": typeof types.MoveDashboardWidgetDocument,
    "\n  mutation RemoveDashboardWidget($id: ID!) {\n    deleteWidget(id: $id)\n  }\n": typeof types.RemoveDashboardWidgetDocument,
    "\n  mutation PublishDashboardPage($slug: String!) {\n    publishDashboard(slug: $slug) {\n      id\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.PublishDashboardPageDocument,
    "\n  mutation RefreshDashboardPage($slug: String!) {\n    refreshDashboard(slug: $slug) {\n      queryId\n      error\n    }\n  }\n": typeof types.RefreshDashboardPageDocument,
    "\n  mutation ShareDashboardPage($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    shareDashboard(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n": typeof types.ShareDashboardPageDocument,
    "\n  mutation RotateDashboardShareLink($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    rotateDashboardShare(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n": typeof types.RotateDashboardShareLinkDocument,
    "\n  mutation RevokeDashboardShareLink($slug: String!) {\n    revokeDashboardShare(slug: $slug)\n  }\n": typeof types.RevokeDashboardShareLinkDocument,
    "\n  query DashboardShareViews($slug: String!) {\n    dashboardShareAccesses(slug: $slug, first: 1) {\n      totalCount\n      days {\n        day\n        count\n      }\n    }\n  }\n": typeof types.DashboardShareViewsDocument,
    "\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.DashboardListDocument,
    "\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateDashboardDocument,
    "\n  query DestinationsPage {\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          options\n        }\n      }\n    }\n    destinationTypes {\n      type\n      name\n      configurationSchema\n      secretFields\n    }\n  }\n": typeof types.DestinationsPageDocument,
    "\n  mutation CreateDestination($name: String!, $type: String!, $options: JSON) {\n    createDestination(name: $name, type: $type, options: $options) {\n      secret\n      destination {\n        id\n        databaseId\n        name\n        type\n        options\n      }\n    }\n  }\n": typeof types.CreateDestinationDocument,
    "\n  mutation TestDestination($id: ID!) {\n    testDestination(id: $id) {\n      id\n      state\n      status\n      error\n    }\n  }\n": typeof types.TestDestinationDocument,
    "\n  mutation RotateDestinationSecret($id: ID!) {\n    rotateDestinationSecret(id: $id) {\n      secret\n      destination {\n        id\n      }\n    }\n  }\n": typeof types.RotateDestinationSecretDocument,
    "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n": typeof types.DeleteDestinationDocument,
    "\n  mutation AddSampleData {\n    addSampleData {\n      dashboardSlug\n    }\n  }\n": typeof types.AddSampleDataDocument,
    "\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment MonitorFields on Monitor {\n    id\n    databaseId\n    name\n    state\n    error\n    muted\n    snoozedUntil\n    acknowledgedAt\n    breachCount\n    lastCheckedAt\n    options\n    rearm\n    notifyOnRecovery\n    queryId\n    policies {\n      canAcknowledge\n      canUpdate\n      canRun\n      canSubscribe\n      canDelete\n    }\n  }\n": typeof types.MonitorFieldsFragmentDoc,
    "\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          ...MonitorFields\n        }\n      }\n    }\n  }\n": typeof types.MonitorListDocument,
    "\n  query MonitorPage($id: ID!) {\n    monitor(id: $id) {\n      ...MonitorFields\n    }\n    monitorHistory(monitorId: $id, first: 50) {\n      edges {\n        node {\n          id\n          createdAt\n          kind\n          fromState\n          toState\n          value\n          error\n          userId\n        }\n      }\n    }\n    monitorDeliveries(monitorId: $id) {\n      id\n      createdAt\n      destinationId\n      eventType\n      attempt\n      state\n      status\n      error\n    }\n    monitorSubscriptions(monitorId: $id) {\n      id\n      destination {\n        id\n        databaseId\n        name\n        type\n      }\n    }\n  }\n": typeof types.MonitorPageDocument,
    "\n  query MonitorQueries {\n    queries(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          latestQueryDataId\n        }\n      }\n    }\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.MonitorQueriesDocument,
    "\n  query MonitorQueryColumns($id: ID!) {\n    queryResult(id: $id) {\n      id\n      data\n    }\n  }\n": typeof types.MonitorQueryColumnsDocument,
    "\n  subscription MonitorLiveEvents($monitorId: ID!) {\n    monitorEvents(monitorId: $monitorId) {\n      type\n      monitorId\n      state\n      occurredAt\n    }\n  }\n": typeof types.MonitorLiveEventsDocument,
    "\n  mutation CreateMonitor($name: String!, $queryId: ID!, $options: JSON, $rearm: Int) {\n    createMonitor(name: $name, queryId: $queryId, options: $options, rearm: $rearm) {\n      ...MonitorFields\n    }\n  }\n": typeof types.CreateMonitorDocument,
    "\n  mutation UpdateMonitor($id: ID!, $name: String, $queryId: ID, $options: JSON, $rearm: Int, $clearRearm: Boolean) {\n    updateMonitor(id: $id, name: $name, queryId: $queryId, options: $options, rearm: $rearm, clearRearm: $clearRearm) {\n      ...MonitorFields\n    }\n  }\n": typeof types.UpdateMonitorDocument,
    "\n  mutation DryRunMonitor($id: ID!) {\n    dryRunMonitor(id: $id) {\n      value\n      met\n      held\n      error\n      fromState\n      toState\n      breachCount\n      notification\n      notifications {\n        destinationName\n        destinationType\n        channel\n        method\n        url\n        headers\n        payload\n        subject\n        text\n        to\n        suppressedBy\n      }\n    }\n  }\n": typeof types.DryRunMonitorDocument,
    "\n  mutation RunMonitorNow($id: ID!) {\n    runMonitor(id: $id) {\n      created\n      run {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RunMonitorNowDocument,
    "\n  mutation AckMonitor($id: ID!) {\n    ackMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n": typeof types.AckMonitorDocument,
    "\n  mutation SnoozeMonitor($id: ID!, $minutes: Int!) {\n    snoozeMonitor(id: $id, minutes: $minutes) {\n      ...MonitorFields\n    }\n  }\n": typeof types.SnoozeMonitorDocument,
    "\n  mutation MuteMonitor($id: ID!) {\n    muteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n": typeof types.MuteMonitorDocument,
    "\n  mutation UnmuteMonitor($id: ID!) {\n    unmuteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n": typeof types.UnmuteMonitorDocument,
    "\n  mutation RetryMonitorDelivery($deliveryId: Int!, $monitorId: ID!) {\n    retryDelivery(deliveryId: $deliveryId, monitorId: $monitorId) {\n      id\n      state\n    }\n  }\n": typeof types.RetryMonitorDeliveryDocument,
    "\n  mutation SubscribeMonitor($monitorId: ID!, $destinationId: ID!) {\n    createSubscription(monitorId: $monitorId, destinationId: $destinationId) {\n      id\n    }\n  }\n": typeof types.SubscribeMonitorDocument,
    "\n  mutation UnsubscribeMonitor($id: ID!, $monitorId: ID!) {\n    deleteSubscription(id: $id, monitorId: $monitorId)\n  }\n": typeof types.UnsubscribeMonitorDocument,
    "\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n": typeof types.QueryEditorFieldsFragmentDoc,
    "\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n": typeof types.QueryEditorDocument,
    "\n  query EditorDataSources {\n    aiSqlAvailable\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.EditorDataSourcesDocument,
    "\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n": typeof types.EditorDataSourceSchemaDocument,
    "\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!, $parameters: JSON, $parameterDefinitions: JSON) {\n    executeAdhocQuery(\n      dataSourceId: $dataSourceId\n      query: $query\n      parameters: $parameters\n      parameterDefinitions: $parameterDefinitions\n      maxAge: 0\n    ) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n": typeof types.EditorExecuteAdhocDocument,
    "\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n": typeof types.EditorCancelJobDocument,
    "\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n": typeof types.EditorJobStatusDocument,
    "\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n": typeof types.EditorResultMetaDocument,
    "\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n": typeof types.EditorSaveQueryDocument,
    "\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n": typeof types.EditorPublishQueryDocument,
    "\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n": typeof types.EditorQueryVersionsDocument,
    "\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n": typeof types.EditorForkQueryDocument,
    "\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n": typeof types.EditorArchiveQueryDocument,
    "\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n": typeof types.EditorFavoriteQueryDocument,
    "\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n": typeof types.EditorUnfavoriteQueryDocument,
    "\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n": typeof types.EditorGenerateSqlDocument,
    "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n": typeof types.QueryListDocument,
    "\n  query EntitySchedules($entityType: String!, $entityId: ID!) {\n    schedules(entityType: $entityType, entityId: $entityId, first: 10) {\n      edges {\n        node {\n          id\n          databaseId\n          enabled\n          spec\n          timezone\n          nextRunAt\n        }\n      }\n    }\n  }\n": typeof types.EntitySchedulesDocument,
    "\n  mutation CreateSchedule($entityType: String!, $entityId: ID!, $spec: JSON!, $timezone: String, $enabled: Boolean) {\n    createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) {\n      id\n      databaseId\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n": typeof types.CreateScheduleDocument,
    "\n  mutation UpdateSchedule($id: ID!, $spec: JSON, $timezone: String) {\n    updateSchedule(id: $id, spec: $spec, timezone: $timezone) {\n      id\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n": typeof types.UpdateScheduleDocument,
    "\n  mutation EnableSchedule($id: ID!) {\n    enableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n": typeof types.EnableScheduleDocument,
    "\n  mutation DisableSchedule($id: ID!) {\n    disableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n": typeof types.DisableScheduleDocument,
    "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n": typeof types.AppSessionDocument,
    "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n": typeof types.SetUpFirstOrganizationDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n": typeof types.SetUpNeededDocument,
    "\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": typeof types.EditorCreateVisualizationDocument,
    "\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": typeof types.EditorUpdateVisualizationDocument,
};
const documents: Documents = {
    "\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SelectOrganization($orgSlug: String!, $password: String) {\n    selectOrganization(orgSlug: $orgSlug, password: $password) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n": types.SelectOrganizationDocument,
    "\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n": types.ExchangeSessionDocument,
    "\n  query AdminUsers {\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n          isDisabled\n          isInvitationPending\n          groupIds\n        }\n      }\n    }\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AdminInviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      inviteLink\n      user {\n        id\n        databaseId\n        name\n        email\n        isDisabled\n        isInvitationPending\n        groupIds\n      }\n    }\n  }\n": types.AdminInviteUserDocument,
    "\n  mutation AdminDisableUser($id: ID!) {\n    disableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n": types.AdminDisableUserDocument,
    "\n  mutation AdminEnableUser($id: ID!) {\n    enableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n": types.AdminEnableUserDocument,
    "\n  mutation AdminRegenerateApiKey($userId: ID!) {\n    regenerateApiKey(userId: $userId) {\n      apiKey\n    }\n  }\n": types.AdminRegenerateApiKeyDocument,
    "\n  query AdminEffectivePermissions($userId: ID!) {\n    effectivePermissions(userId: $userId) {\n      userId\n      permissions\n    }\n  }\n": types.AdminEffectivePermissionsDocument,
    "\n  query AdminGroups {\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          restricted\n          memberIds\n          roleIds\n          dataSourceIds\n          permissions\n        }\n      }\n    }\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          permissions\n        }\n      }\n    }\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n        }\n      }\n    }\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n        }\n      }\n    }\n  }\n": types.AdminGroupsDocument,
    "\n  mutation AdminCreateGroup($name: String!) {\n    createGroup(name: $name) {\n      id\n      databaseId\n      name\n    }\n  }\n": types.AdminCreateGroupDocument,
    "\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n": types.AdminDeleteGroupDocument,
    "\n  mutation AdminAddGroupMember($groupId: ID!, $userId: ID!) {\n    addGroupMember(groupId: $groupId, userId: $userId) {\n      id\n      memberIds\n    }\n  }\n": types.AdminAddGroupMemberDocument,
    "\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n": types.AdminRemoveGroupMemberDocument,
    "\n  mutation AdminAttachRole($groupId: ID!, $roleId: ID!) {\n    attachRole(groupId: $groupId, roleId: $roleId) {\n      id\n      roleIds\n      permissions\n    }\n  }\n": types.AdminAttachRoleDocument,
    "\n  mutation AdminDetachRole($groupId: ID!, $roleId: ID!) {\n    detachRole(groupId: $groupId, roleId: $roleId)\n  }\n": types.AdminDetachRoleDocument,
    "\n  mutation AdminSetGroupAccess($groupId: ID!, $restricted: Boolean!) {\n    setGroupDataSourceAccess(groupId: $groupId, restricted: $restricted) {\n      id\n      restricted\n    }\n  }\n": types.AdminSetGroupAccessDocument,
    "\n  mutation AdminAddGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    addGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {\n      id\n      dataSourceIds\n    }\n  }\n": types.AdminAddGroupDataSourceDocument,
    "\n  mutation AdminRemoveGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId)\n  }\n": types.AdminRemoveGroupDataSourceDocument,
    "\n  query AdminRoles {\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          builtin\n          permissions\n          groupIds\n        }\n      }\n    }\n    permissions {\n      key\n      description\n    }\n  }\n": types.AdminRolesDocument,
    "\n  mutation AdminCreateRole($name: String!, $permissions: [String!]!) {\n    createRole(name: $name, permissions: $permissions) {\n      id\n      databaseId\n      name\n      permissions\n    }\n  }\n": types.AdminCreateRoleDocument,
    "\n  mutation AdminUpdateRole($id: ID!, $permissions: [String!]) {\n    updateRole(id: $id, permissions: $permissions) {\n      id\n      permissions\n    }\n  }\n": types.AdminUpdateRoleDocument,
    "\n  query DashboardPage($slug: String!) {\n    dashboard(slug: $slug) {\n      id\n      databaseId\n      slug\n      name\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n      isShared\n      publicUrl\n      shareExpiresAt\n      policies {\n        canUpdate\n        canPublish\n        canShare\n      }\n      widgets {\n        id\n        databaseId\n        width\n        text\n        options\n        visualization {\n          id\n          name\n          type\n          options\n          queryId\n          queryName\n        }\n        result {\n          columns\n          rows\n          rowCount\n          retrievedAt\n        }\n      }\n    }\n  }\n": types.DashboardPageDocument,
    "\n  subscription DashboardUpdated($dashboardId: ID!) {\n    dashboardUpdated(dashboardId: $dashboardId) {\n      id\n      updatedAt\n    }\n  }\n": types.DashboardUpdatedDocument,
    "\n  query WidgetQuerySearch($search: String) {\n    queries(first: 20, search: $search) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          visualizations {\n            id\n            name\n            type\n          }\n        }\n      }\n    }\n  }\n": types.WidgetQuerySearchDocument,
    "\n  mutation CreateDashboardWidget($dashboardId: ID!, $visualizationId: ID, $text: String, $width: Int) {\n    createWidget(dashboardId: $dashboardId, visualizationId: $visualizationId, text: $text, width: $width) {\n      id\n    }\n  }\n": types.CreateDashboardWidgetDocument,
    "\n  mutation MoveDashboardWidget($id: ID!, $width: Int, $options: JSON) {\n    updateWidget(id: $id, width: $width, options: $options) {\n      id\n      width\n      options\n    }\n  }\n": types.MoveDashboardWidgetDocument,
    "\n  mutation RemoveDashboardWidget($id: ID!) {\n    deleteWidget(id: $id)\n  }\n": types.RemoveDashboardWidgetDocument,
    "\n  mutation PublishDashboardPage($slug: String!) {\n    publishDashboard(slug: $slug) {\n      id\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n    }\n  }\n": types.PublishDashboardPageDocument,
    "\n  mutation RefreshDashboardPage($slug: String!) {\n    refreshDashboard(slug: $slug) {\n      queryId\n      error\n    }\n  }\n": types.RefreshDashboardPageDocument,
    "\n  mutation ShareDashboardPage($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    shareDashboard(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n": types.ShareDashboardPageDocument,
    "\n  mutation RotateDashboardShareLink($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    rotateDashboardShare(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n": types.RotateDashboardShareLinkDocument,
    "\n  mutation RevokeDashboardShareLink($slug: String!) {\n    revokeDashboardShare(slug: $slug)\n  }\n": types.RevokeDashboardShareLinkDocument,
    "\n  query DashboardShareViews($slug: String!) {\n    dashboardShareAccesses(slug: $slug, first: 1) {\n      totalCount\n      days {\n        day\n        count\n      }\n    }\n  }\n": types.DashboardShareViewsDocument,
    "\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n": types.DashboardListDocument,
    "\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n": types.CreateDashboardDocument,
    "\n  query DestinationsPage {\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          options\n        }\n      }\n    }\n    destinationTypes {\n      type\n      name\n      configurationSchema\n      secretFields\n    }\n  }\n": types.DestinationsPageDocument,
    "\n  mutation CreateDestination($name: String!, $type: String!, $options: JSON) {\n    createDestination(name: $name, type: $type, options: $options) {\n      secret\n      destination {\n        id\n        databaseId\n        name\n        type\n        options\n      }\n    }\n  }\n": types.CreateDestinationDocument,
    "\n  mutation TestDestination($id: ID!) {\n    testDestination(id: $id) {\n      id\n      state\n      status\n      error\n    }\n  }\n": types.TestDestinationDocument,
    "\n  mutation RotateDestinationSecret($id: ID!) {\n    rotateDestinationSecret(id: $id) {\n      secret\n      destination {\n        id\n      }\n    }\n  }\n": types.RotateDestinationSecretDocument,
    "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n": types.DeleteDestinationDocument,
    "\n  mutation AddSampleData {\n    addSampleData {\n      dashboardSlug\n    }\n  }\n": types.AddSampleDataDocument,
    "\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  fragment MonitorFields on Monitor {\n    id\n    databaseId\n    name\n    state\n    error\n    muted\n    snoozedUntil\n    acknowledgedAt\n    breachCount\n    lastCheckedAt\n    options\n    rearm\n    notifyOnRecovery\n    queryId\n    policies {\n      canAcknowledge\n      canUpdate\n      canRun\n      canSubscribe\n      canDelete\n    }\n  }\n": types.MonitorFieldsFragmentDoc,
    "\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          ...MonitorFields\n        }\n      }\n    }\n  }\n": types.MonitorListDocument,
    "\n  query MonitorPage($id: ID!) {\n    monitor(id: $id) {\n      ...MonitorFields\n    }\n    monitorHistory(monitorId: $id, first: 50) {\n      edges {\n        node {\n          id\n          createdAt\n          kind\n          fromState\n          toState\n          value\n          error\n          userId\n        }\n      }\n    }\n    monitorDeliveries(monitorId: $id) {\n      id\n      createdAt\n      destinationId\n      eventType\n      attempt\n      state\n      status\n      error\n    }\n    monitorSubscriptions(monitorId: $id) {\n      id\n      destination {\n        id\n        databaseId\n        name\n        type\n      }\n    }\n  }\n": types.MonitorPageDocument,
    "\n  query MonitorQueries {\n    queries(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          latestQueryDataId\n        }\n      }\n    }\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": types.MonitorQueriesDocument,
    "\n  query MonitorQueryColumns($id: ID!) {\n    queryResult(id: $id) {\n      id\n      data\n    }\n  }\n": types.MonitorQueryColumnsDocument,
    "\n  subscription MonitorLiveEvents($monitorId: ID!) {\n    monitorEvents(monitorId: $monitorId) {\n      type\n      monitorId\n      state\n      occurredAt\n    }\n  }\n": types.MonitorLiveEventsDocument,
    "\n  mutation CreateMonitor($name: String!, $queryId: ID!, $options: JSON, $rearm: Int) {\n    createMonitor(name: $name, queryId: $queryId, options: $options, rearm: $rearm) {\n      ...MonitorFields\n    }\n  }\n": types.CreateMonitorDocument,
    "\n  mutation UpdateMonitor($id: ID!, $name: String, $queryId: ID, $options: JSON, $rearm: Int, $clearRearm: Boolean) {\n    updateMonitor(id: $id, name: $name, queryId: $queryId, options: $options, rearm: $rearm, clearRearm: $clearRearm) {\n      ...MonitorFields\n    }\n  }\n": types.UpdateMonitorDocument,
    "\n  mutation DryRunMonitor($id: ID!) {\n    dryRunMonitor(id: $id) {\n      value\n      met\n      held\n      error\n      fromState\n      toState\n      breachCount\n      notification\n      notifications {\n        destinationName\n        destinationType\n        channel\n        method\n        url\n        headers\n        payload\n        subject\n        text\n        to\n        suppressedBy\n      }\n    }\n  }\n": types.DryRunMonitorDocument,
    "\n  mutation RunMonitorNow($id: ID!) {\n    runMonitor(id: $id) {\n      created\n      run {\n        id\n        status\n      }\n    }\n  }\n": types.RunMonitorNowDocument,
    "\n  mutation AckMonitor($id: ID!) {\n    ackMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n": types.AckMonitorDocument,
    "\n  mutation SnoozeMonitor($id: ID!, $minutes: Int!) {\n    snoozeMonitor(id: $id, minutes: $minutes) {\n      ...MonitorFields\n    }\n  }\n": types.SnoozeMonitorDocument,
    "\n  mutation MuteMonitor($id: ID!) {\n    muteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n": types.MuteMonitorDocument,
    "\n  mutation UnmuteMonitor($id: ID!) {\n    unmuteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n": types.UnmuteMonitorDocument,
    "\n  mutation RetryMonitorDelivery($deliveryId: Int!, $monitorId: ID!) {\n    retryDelivery(deliveryId: $deliveryId, monitorId: $monitorId) {\n      id\n      state\n    }\n  }\n": types.RetryMonitorDeliveryDocument,
    "\n  mutation SubscribeMonitor($monitorId: ID!, $destinationId: ID!) {\n    createSubscription(monitorId: $monitorId, destinationId: $destinationId) {\n      id\n    }\n  }\n": types.SubscribeMonitorDocument,
    "\n  mutation UnsubscribeMonitor($id: ID!, $monitorId: ID!) {\n    deleteSubscription(id: $id, monitorId: $monitorId)\n  }\n": types.UnsubscribeMonitorDocument,
    "\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n": types.QueryEditorFieldsFragmentDoc,
    "\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n": types.QueryEditorDocument,
    "\n  query EditorDataSources {\n    aiSqlAvailable\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n": types.EditorDataSourcesDocument,
    "\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n": types.EditorDataSourceSchemaDocument,
    "\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!, $parameters: JSON, $parameterDefinitions: JSON) {\n    executeAdhocQuery(\n      dataSourceId: $dataSourceId\n      query: $query\n      parameters: $parameters\n      parameterDefinitions: $parameterDefinitions\n      maxAge: 0\n    ) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n": types.EditorExecuteAdhocDocument,
    "\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n": types.EditorCancelJobDocument,
    "\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n": types.EditorJobStatusDocument,
    "\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n": types.EditorResultMetaDocument,
    "\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n": types.EditorSaveQueryDocument,
    "\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n": types.EditorPublishQueryDocument,
    "\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n": types.EditorQueryVersionsDocument,
    "\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n": types.EditorForkQueryDocument,
    "\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n": types.EditorArchiveQueryDocument,
    "\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n": types.EditorFavoriteQueryDocument,
    "\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n": types.EditorUnfavoriteQueryDocument,
    "\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n": types.EditorGenerateSqlDocument,
    "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n": types.QueryListDocument,
    "\n  query EntitySchedules($entityType: String!, $entityId: ID!) {\n    schedules(entityType: $entityType, entityId: $entityId, first: 10) {\n      edges {\n        node {\n          id\n          databaseId\n          enabled\n          spec\n          timezone\n          nextRunAt\n        }\n      }\n    }\n  }\n": types.EntitySchedulesDocument,
    "\n  mutation CreateSchedule($entityType: String!, $entityId: ID!, $spec: JSON!, $timezone: String, $enabled: Boolean) {\n    createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) {\n      id\n      databaseId\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n": types.CreateScheduleDocument,
    "\n  mutation UpdateSchedule($id: ID!, $spec: JSON, $timezone: String) {\n    updateSchedule(id: $id, spec: $spec, timezone: $timezone) {\n      id\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n": types.UpdateScheduleDocument,
    "\n  mutation EnableSchedule($id: ID!) {\n    enableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n": types.EnableScheduleDocument,
    "\n  mutation DisableSchedule($id: ID!) {\n    disableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n": types.DisableScheduleDocument,
    "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n": types.AppSessionDocument,
    "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n": types.SetUpFirstOrganizationDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignInDocument,
    "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n": types.SetUpNeededDocument,
    "\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": types.EditorCreateVisualizationDocument,
    "\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n": types.EditorUpdateVisualizationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($search: String!) {\n    querySearch(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(search: $search, first: 8) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectOrganization($orgSlug: String!, $password: String) {\n    selectOrganization(orgSlug: $orgSlug, password: $password) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SelectOrganization($orgSlug: String!, $password: String) {\n    selectOrganization(orgSlug: $orgSlug, password: $password) {\n      exchangeToken\n      exchangeUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeSession($exchangeToken: String!) {\n    exchangeSession(exchangeToken: $exchangeToken) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n          isDisabled\n          isInvitationPending\n          groupIds\n        }\n      }\n    }\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n          isDisabled\n          isInvitationPending\n          groupIds\n        }\n      }\n    }\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      inviteLink\n      user {\n        id\n        databaseId\n        name\n        email\n        isDisabled\n        isInvitationPending\n        groupIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminInviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      inviteLink\n      user {\n        id\n        databaseId\n        name\n        email\n        isDisabled\n        isInvitationPending\n        groupIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDisableUser($id: ID!) {\n    disableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDisableUser($id: ID!) {\n    disableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEnableUser($id: ID!) {\n    enableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEnableUser($id: ID!) {\n    enableUser(id: $id) {\n      id\n      isDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRegenerateApiKey($userId: ID!) {\n    regenerateApiKey(userId: $userId) {\n      apiKey\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRegenerateApiKey($userId: ID!) {\n    regenerateApiKey(userId: $userId) {\n      apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEffectivePermissions($userId: ID!) {\n    effectivePermissions(userId: $userId) {\n      userId\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query AdminEffectivePermissions($userId: ID!) {\n    effectivePermissions(userId: $userId) {\n      userId\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGroups {\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          restricted\n          memberIds\n          roleIds\n          dataSourceIds\n          permissions\n        }\n      }\n    }\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          permissions\n        }\n      }\n    }\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n        }\n      }\n    }\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGroups {\n    groups(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          restricted\n          memberIds\n          roleIds\n          dataSourceIds\n          permissions\n        }\n      }\n    }\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          permissions\n        }\n      }\n    }\n    users(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          email\n        }\n      }\n    }\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateGroup($name: String!) {\n    createGroup(name: $name) {\n      id\n      databaseId\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateGroup($name: String!) {\n    createGroup(name: $name) {\n      id\n      databaseId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteGroup($id: ID!) {\n    deleteGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddGroupMember($groupId: ID!, $userId: ID!) {\n    addGroupMember(groupId: $groupId, userId: $userId) {\n      id\n      memberIds\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddGroupMember($groupId: ID!, $userId: ID!) {\n    addGroupMember(groupId: $groupId, userId: $userId) {\n      id\n      memberIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAttachRole($groupId: ID!, $roleId: ID!) {\n    attachRole(groupId: $groupId, roleId: $roleId) {\n      id\n      roleIds\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAttachRole($groupId: ID!, $roleId: ID!) {\n    attachRole(groupId: $groupId, roleId: $roleId) {\n      id\n      roleIds\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDetachRole($groupId: ID!, $roleId: ID!) {\n    detachRole(groupId: $groupId, roleId: $roleId)\n  }\n"): (typeof documents)["\n  mutation AdminDetachRole($groupId: ID!, $roleId: ID!) {\n    detachRole(groupId: $groupId, roleId: $roleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetGroupAccess($groupId: ID!, $restricted: Boolean!) {\n    setGroupDataSourceAccess(groupId: $groupId, restricted: $restricted) {\n      id\n      restricted\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetGroupAccess($groupId: ID!, $restricted: Boolean!) {\n    setGroupDataSourceAccess(groupId: $groupId, restricted: $restricted) {\n      id\n      restricted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    addGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {\n      id\n      dataSourceIds\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    addGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId) {\n      id\n      dataSourceIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId)\n  }\n"): (typeof documents)["\n  mutation AdminRemoveGroupDataSource($groupId: ID!, $dataSourceId: ID!) {\n    removeGroupDataSource(groupId: $groupId, dataSourceId: $dataSourceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoles {\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          builtin\n          permissions\n          groupIds\n        }\n      }\n    }\n    permissions {\n      key\n      description\n    }\n  }\n"): (typeof documents)["\n  query AdminRoles {\n    roles(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          builtin\n          permissions\n          groupIds\n        }\n      }\n    }\n    permissions {\n      key\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateRole($name: String!, $permissions: [String!]!) {\n    createRole(name: $name, permissions: $permissions) {\n      id\n      databaseId\n      name\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateRole($name: String!, $permissions: [String!]!) {\n    createRole(name: $name, permissions: $permissions) {\n      id\n      databaseId\n      name\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRole($id: ID!, $permissions: [String!]) {\n    updateRole(id: $id, permissions: $permissions) {\n      id\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRole($id: ID!, $permissions: [String!]) {\n    updateRole(id: $id, permissions: $permissions) {\n      id\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage($slug: String!) {\n    dashboard(slug: $slug) {\n      id\n      databaseId\n      slug\n      name\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n      isShared\n      publicUrl\n      shareExpiresAt\n      policies {\n        canUpdate\n        canPublish\n        canShare\n      }\n      widgets {\n        id\n        databaseId\n        width\n        text\n        options\n        visualization {\n          id\n          name\n          type\n          options\n          queryId\n          queryName\n        }\n        result {\n          columns\n          rows\n          rowCount\n          retrievedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage($slug: String!) {\n    dashboard(slug: $slug) {\n      id\n      databaseId\n      slug\n      name\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n      isShared\n      publicUrl\n      shareExpiresAt\n      policies {\n        canUpdate\n        canPublish\n        canShare\n      }\n      widgets {\n        id\n        databaseId\n        width\n        text\n        options\n        visualization {\n          id\n          name\n          type\n          options\n          queryId\n          queryName\n        }\n        result {\n          columns\n          rows\n          rowCount\n          retrievedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardUpdated($dashboardId: ID!) {\n    dashboardUpdated(dashboardId: $dashboardId) {\n      id\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardUpdated($dashboardId: ID!) {\n    dashboardUpdated(dashboardId: $dashboardId) {\n      id\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetQuerySearch($search: String) {\n    queries(first: 20, search: $search) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          visualizations {\n            id\n            name\n            type\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WidgetQuerySearch($search: String) {\n    queries(first: 20, search: $search) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          visualizations {\n            id\n            name\n            type\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDashboardWidget($dashboardId: ID!, $visualizationId: ID, $text: String, $width: Int) {\n    createWidget(dashboardId: $dashboardId, visualizationId: $visualizationId, text: $text, width: $width) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDashboardWidget($dashboardId: ID!, $visualizationId: ID, $text: String, $width: Int) {\n    createWidget(dashboardId: $dashboardId, visualizationId: $visualizationId, text: $text, width: $width) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveDashboardWidget($id: ID!, $width: Int, $options: JSON) {\n    updateWidget(id: $id, width: $width, options: $options) {\n      id\n      width\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation MoveDashboardWidget($id: ID!, $width: Int, $options: JSON) {\n    updateWidget(id: $id, width: $width, options: $options) {\n      id\n      width\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDashboardWidget($id: ID!) {\n    deleteWidget(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveDashboardWidget($id: ID!) {\n    deleteWidget(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishDashboardPage($slug: String!) {\n    publishDashboard(slug: $slug) {\n      id\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublishDashboardPage($slug: String!) {\n    publishDashboard(slug: $slug) {\n      id\n      isDraft\n      hasUnpublishedChanges\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshDashboardPage($slug: String!) {\n    refreshDashboard(slug: $slug) {\n      queryId\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshDashboardPage($slug: String!) {\n    refreshDashboard(slug: $slug) {\n      queryId\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareDashboardPage($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    shareDashboard(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ShareDashboardPage($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    shareDashboard(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateDashboardShareLink($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    rotateDashboardShare(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RotateDashboardShareLink($slug: String!, $expiresAt: String, $neverExpires: Boolean) {\n    rotateDashboardShare(slug: $slug, expiresAt: $expiresAt, neverExpires: $neverExpires) {\n      publicUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDashboardShareLink($slug: String!) {\n    revokeDashboardShare(slug: $slug)\n  }\n"): (typeof documents)["\n  mutation RevokeDashboardShareLink($slug: String!) {\n    revokeDashboardShare(slug: $slug)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardShareViews($slug: String!) {\n    dashboardShareAccesses(slug: $slug, first: 1) {\n      totalCount\n      days {\n        day\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardShareViews($slug: String!) {\n    dashboardShareAccesses(slug: $slug, first: 1) {\n      totalCount\n      days {\n        day\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardList {\n    dashboards(first: 100) {\n      edges {\n        node {\n          id\n          name\n          slug\n          isDraft\n          tags\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDashboard($name: String!) {\n    createDashboard(name: $name) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DestinationsPage {\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          options\n        }\n      }\n    }\n    destinationTypes {\n      type\n      name\n      configurationSchema\n      secretFields\n    }\n  }\n"): (typeof documents)["\n  query DestinationsPage {\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n          options\n        }\n      }\n    }\n    destinationTypes {\n      type\n      name\n      configurationSchema\n      secretFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDestination($name: String!, $type: String!, $options: JSON) {\n    createDestination(name: $name, type: $type, options: $options) {\n      secret\n      destination {\n        id\n        databaseId\n        name\n        type\n        options\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDestination($name: String!, $type: String!, $options: JSON) {\n    createDestination(name: $name, type: $type, options: $options) {\n      secret\n      destination {\n        id\n        databaseId\n        name\n        type\n        options\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDestination($id: ID!) {\n    testDestination(id: $id) {\n      id\n      state\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation TestDestination($id: ID!) {\n    testDestination(id: $id) {\n      id\n      state\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateDestinationSecret($id: ID!) {\n    rotateDestinationSecret(id: $id) {\n      secret\n      destination {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateDestinationSecret($id: ID!) {\n    rotateDestinationSecret(id: $id) {\n      secret\n      destination {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDestination($id: ID!) {\n    deleteDestination(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSampleData {\n    addSampleData {\n      dashboardSlug\n    }\n  }\n"): (typeof documents)["\n  mutation AddSampleData {\n    addSampleData {\n      dashboardSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    dataSources(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    querySearch(first: 5) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    dashboards(first: 5) {\n      edges {\n        node {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MonitorFields on Monitor {\n    id\n    databaseId\n    name\n    state\n    error\n    muted\n    snoozedUntil\n    acknowledgedAt\n    breachCount\n    lastCheckedAt\n    options\n    rearm\n    notifyOnRecovery\n    queryId\n    policies {\n      canAcknowledge\n      canUpdate\n      canRun\n      canSubscribe\n      canDelete\n    }\n  }\n"): (typeof documents)["\n  fragment MonitorFields on Monitor {\n    id\n    databaseId\n    name\n    state\n    error\n    muted\n    snoozedUntil\n    acknowledgedAt\n    breachCount\n    lastCheckedAt\n    options\n    rearm\n    notifyOnRecovery\n    queryId\n    policies {\n      canAcknowledge\n      canUpdate\n      canRun\n      canSubscribe\n      canDelete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          ...MonitorFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonitorList {\n    monitors(first: 100) {\n      edges {\n        node {\n          ...MonitorFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorPage($id: ID!) {\n    monitor(id: $id) {\n      ...MonitorFields\n    }\n    monitorHistory(monitorId: $id, first: 50) {\n      edges {\n        node {\n          id\n          createdAt\n          kind\n          fromState\n          toState\n          value\n          error\n          userId\n        }\n      }\n    }\n    monitorDeliveries(monitorId: $id) {\n      id\n      createdAt\n      destinationId\n      eventType\n      attempt\n      state\n      status\n      error\n    }\n    monitorSubscriptions(monitorId: $id) {\n      id\n      destination {\n        id\n        databaseId\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonitorPage($id: ID!) {\n    monitor(id: $id) {\n      ...MonitorFields\n    }\n    monitorHistory(monitorId: $id, first: 50) {\n      edges {\n        node {\n          id\n          createdAt\n          kind\n          fromState\n          toState\n          value\n          error\n          userId\n        }\n      }\n    }\n    monitorDeliveries(monitorId: $id) {\n      id\n      createdAt\n      destinationId\n      eventType\n      attempt\n      state\n      status\n      error\n    }\n    monitorSubscriptions(monitorId: $id) {\n      id\n      destination {\n        id\n        databaseId\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorQueries {\n    queries(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          latestQueryDataId\n        }\n      }\n    }\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonitorQueries {\n    queries(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          latestQueryDataId\n        }\n      }\n    }\n    destinations(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorQueryColumns($id: ID!) {\n    queryResult(id: $id) {\n      id\n      data\n    }\n  }\n"): (typeof documents)["\n  query MonitorQueryColumns($id: ID!) {\n    queryResult(id: $id) {\n      id\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MonitorLiveEvents($monitorId: ID!) {\n    monitorEvents(monitorId: $monitorId) {\n      type\n      monitorId\n      state\n      occurredAt\n    }\n  }\n"): (typeof documents)["\n  subscription MonitorLiveEvents($monitorId: ID!) {\n    monitorEvents(monitorId: $monitorId) {\n      type\n      monitorId\n      state\n      occurredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMonitor($name: String!, $queryId: ID!, $options: JSON, $rearm: Int) {\n    createMonitor(name: $name, queryId: $queryId, options: $options, rearm: $rearm) {\n      ...MonitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMonitor($name: String!, $queryId: ID!, $options: JSON, $rearm: Int) {\n    createMonitor(name: $name, queryId: $queryId, options: $options, rearm: $rearm) {\n      ...MonitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMonitor($id: ID!, $name: String, $queryId: ID, $options: JSON, $rearm: Int, $clearRearm: Boolean) {\n    updateMonitor(id: $id, name: $name, queryId: $queryId, options: $options, rearm: $rearm, clearRearm: $clearRearm) {\n      ...MonitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMonitor($id: ID!, $name: String, $queryId: ID, $options: JSON, $rearm: Int, $clearRearm: Boolean) {\n    updateMonitor(id: $id, name: $name, queryId: $queryId, options: $options, rearm: $rearm, clearRearm: $clearRearm) {\n      ...MonitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DryRunMonitor($id: ID!) {\n    dryRunMonitor(id: $id) {\n      value\n      met\n      held\n      error\n      fromState\n      toState\n      breachCount\n      notification\n      notifications {\n        destinationName\n        destinationType\n        channel\n        method\n        url\n        headers\n        payload\n        subject\n        text\n        to\n        suppressedBy\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DryRunMonitor($id: ID!) {\n    dryRunMonitor(id: $id) {\n      value\n      met\n      held\n      error\n      fromState\n      toState\n      breachCount\n      notification\n      notifications {\n        destinationName\n        destinationType\n        channel\n        method\n        url\n        headers\n        payload\n        subject\n        text\n        to\n        suppressedBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunMonitorNow($id: ID!) {\n    runMonitor(id: $id) {\n      created\n      run {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunMonitorNow($id: ID!) {\n    runMonitor(id: $id) {\n      created\n      run {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AckMonitor($id: ID!) {\n    ackMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation AckMonitor($id: ID!) {\n    ackMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SnoozeMonitor($id: ID!, $minutes: Int!) {\n    snoozeMonitor(id: $id, minutes: $minutes) {\n      ...MonitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SnoozeMonitor($id: ID!, $minutes: Int!) {\n    snoozeMonitor(id: $id, minutes: $minutes) {\n      ...MonitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteMonitor($id: ID!) {\n    muteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation MuteMonitor($id: ID!) {\n    muteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteMonitor($id: ID!) {\n    unmuteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnmuteMonitor($id: ID!) {\n    unmuteMonitor(id: $id) {\n      ...MonitorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMonitorDelivery($deliveryId: Int!, $monitorId: ID!) {\n    retryDelivery(deliveryId: $deliveryId, monitorId: $monitorId) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMonitorDelivery($deliveryId: Int!, $monitorId: ID!) {\n    retryDelivery(deliveryId: $deliveryId, monitorId: $monitorId) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeMonitor($monitorId: ID!, $destinationId: ID!) {\n    createSubscription(monitorId: $monitorId, destinationId: $destinationId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeMonitor($monitorId: ID!, $destinationId: ID!) {\n    createSubscription(monitorId: $monitorId, destinationId: $destinationId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeMonitor($id: ID!, $monitorId: ID!) {\n    deleteSubscription(id: $id, monitorId: $monitorId)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeMonitor($id: ID!, $monitorId: ID!) {\n    deleteSubscription(id: $id, monitorId: $monitorId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n"): (typeof documents)["\n  fragment QueryEditorFields on SavedQuery {\n    id\n    databaseId\n    name\n    query\n    dataSourceId\n    options\n    tags\n    isDraft\n    isFavorite\n    isArchived\n    version\n    workingVersion\n    publishedVersion\n    canEdit\n    latestQueryDataId\n    updatedAt\n    lastModifiedBy {\n      name\n    }\n    policies {\n      canUpdate\n      canPublish\n      canArchive\n      canExecute\n    }\n    visualizations {\n      id\n      name\n      type\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n"): (typeof documents)["\n  query QueryEditor($id: ID!) {\n    query(id: $id) {\n      ...QueryEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorDataSources {\n    aiSqlAvailable\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorDataSources {\n    aiSqlAvailable\n    dataSources(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n"): (typeof documents)["\n  query EditorDataSourceSchema($id: ID!, $refresh: Boolean) {\n    dataSourceSchema(id: $id, refresh: $refresh)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!, $parameters: JSON, $parameterDefinitions: JSON) {\n    executeAdhocQuery(\n      dataSourceId: $dataSourceId\n      query: $query\n      parameters: $parameters\n      parameterDefinitions: $parameterDefinitions\n      maxAge: 0\n    ) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditorExecuteAdhoc($dataSourceId: ID!, $query: String!, $parameters: JSON, $parameterDefinitions: JSON) {\n    executeAdhocQuery(\n      dataSourceId: $dataSourceId\n      query: $query\n      parameters: $parameters\n      parameterDefinitions: $parameterDefinitions\n      maxAge: 0\n    ) {\n      job {\n        id\n        status\n        error\n        queryResultId\n      }\n      queryResult {\n        id\n        databaseId\n        rowCount\n        runtime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation EditorCancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      id\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription EditorJobStatus($id: ID!) {\n    jobStatus(id: $id) {\n      id\n      status\n      error\n      queryResultId\n      progress {\n        elapsedMs\n        rowsFetched\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n"): (typeof documents)["\n  query EditorResultMeta($id: ID!) {\n    queryResult(id: $id) {\n      id\n      rowCount\n      runtime\n      retrievedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditorSaveQuery($id: ID, $input: SaveQueryInput!) {\n    saveQuery(id: $id, input: $input) {\n      ...QueryEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditorPublishQuery($id: ID!, $expectedVersion: Int!) {\n    publishQuery(id: $id, expectedVersion: $expectedVersion) {\n      ...QueryEditorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query EditorQueryVersions($id: ID!) {\n    queryVersions(id: $id) {\n      id\n      version\n      name\n      query\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EditorForkQuery($id: ID!) {\n    forkQuery(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n"): (typeof documents)["\n  mutation EditorArchiveQuery($id: ID!) {\n    archiveQuery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n"): (typeof documents)["\n  mutation EditorFavoriteQuery($id: ID!) {\n    favoriteQuery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n"): (typeof documents)["\n  mutation EditorUnfavoriteQuery($id: ID!) {\n    unfavoriteQuery(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n"): (typeof documents)["\n  mutation EditorGenerateSql($dataSourceId: ID!, $prompt: String!, $queryId: ID) {\n    generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) {\n      status\n      sql\n      explanation\n      retryAfterSecs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query QueryList(\n    $search: String\n    $tags: [String!]\n    $favorites: Boolean\n    $mine: Boolean\n    $draft: Boolean\n    $after: String\n    $first: Int!\n  ) {\n    querySearch(search: $search, tags: $tags, favorites: $favorites, mine: $mine, draft: $draft, after: $after, first: $first) {\n      edges {\n        node {\n          id\n          name\n          isDraft\n          isFavorite\n          tags\n          updatedAt\n          user {\n            name\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    queryTags {\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntitySchedules($entityType: String!, $entityId: ID!) {\n    schedules(entityType: $entityType, entityId: $entityId, first: 10) {\n      edges {\n        node {\n          id\n          databaseId\n          enabled\n          spec\n          timezone\n          nextRunAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntitySchedules($entityType: String!, $entityId: ID!) {\n    schedules(entityType: $entityType, entityId: $entityId, first: 10) {\n      edges {\n        node {\n          id\n          databaseId\n          enabled\n          spec\n          timezone\n          nextRunAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSchedule($entityType: String!, $entityId: ID!, $spec: JSON!, $timezone: String, $enabled: Boolean) {\n    createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) {\n      id\n      databaseId\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSchedule($entityType: String!, $entityId: ID!, $spec: JSON!, $timezone: String, $enabled: Boolean) {\n    createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) {\n      id\n      databaseId\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchedule($id: ID!, $spec: JSON, $timezone: String) {\n    updateSchedule(id: $id, spec: $spec, timezone: $timezone) {\n      id\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSchedule($id: ID!, $spec: JSON, $timezone: String) {\n    updateSchedule(id: $id, spec: $spec, timezone: $timezone) {\n      id\n      enabled\n      spec\n      timezone\n      nextRunAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableSchedule($id: ID!) {\n    enableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n"): (typeof documents)["\n  mutation EnableSchedule($id: ID!) {\n    enableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableSchedule($id: ID!) {\n    disableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisableSchedule($id: ID!) {\n    disableSchedule(id: $id) {\n      id\n      enabled\n      nextRunAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppSession {\n    session {\n      permissions\n      user {\n        id\n        name\n        email\n      }\n      organization {\n        id\n        name\n        slug\n      }\n      organizations {\n        id\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUpFirstOrganization($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {\n    setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) {\n      organization {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetUpNeeded {\n    setUpNeeded\n  }\n"): (typeof documents)["\n  query SetUpNeeded {\n    setUpNeeded\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation EditorCreateVisualization($queryId: ID!, $name: String!, $type: String!, $options: JSON) {\n    createVisualization(queryId: $queryId, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation EditorUpdateVisualization($id: ID!, $name: String, $type: String, $options: JSON) {\n    updateVisualization(id: $id, name: $name, type: $type, options: $options) {\n      id\n      name\n      type\n      options\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;