/** The react-router hooks Rspress's docs name besides `useLocation` and `useNavigate`, on Quire's router. */
import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from '../router/router';

/** Rspress's routes are static paths, so their parameters are always none. */
export function useParams(): Record<string, string | undefined> {
  return {};
}

type SearchParamsInit = string | URLSearchParams | Record<string, string> | Array<[string, string]>;

/** `[params, setParams]`: the address's query, and a setter that navigates to the same page with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
