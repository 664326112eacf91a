import type { ConfigurationResponse } from '../../core/api/configurationResponse.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';

/** customizing configuration: the sandbox's login, logout and register URLs. */
export const handleConfiguration: ApiHandler = () => {
  const response: ConfigurationResponse = {
    urls: { loginUrl: '/sandbox/login', logoutUrl: '/api/logout', registerUrl: '/sandbox/login?screen=register' },
  };
  return { status: 200, json: response };
};
