/** Marks the admin app's chunk; a build test proves that no reader's Start route carries it. */
export const adminAppMarker = 'aboflow-admin-app';
