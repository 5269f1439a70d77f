import {
  SearchQuerySchema,
  SearchResponseSchema,
  SearchResultsQuerySchema,
  SearchResultsResponseSchema,
} from "@pitstop/contract/catalogue";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchResults } from "../modules/search/service.ts";
import { suggest } from "../modules/search/suggestions.ts";

/** Suggestions as the shopper types and the full results page. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/search",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Suggestions as you type: the best parts (the results' own reading of the query), categories, brands and vehicles; a named vehicle filters the parts",
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => suggest(app.db, request.query.q, request.query.vehicle),
  );

  app.get(
    "/api/search/results",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "One page of everything a query finds (typo-tolerant, synonyms, part numbers, vehicle words), with facets",
        description:
          "Relevance puts the part number that is the query first, then titles holding the phrase, then fewest " +
          'typos, then a fit for the vehicle, then popularity and rating. A vehicle named in the query ("2018 ' +
          "camry pads\") filters the list; the shopper's `vehicle` does too unless `fits=0`. `understood` says how " +
          "the query was read; with no results `did_you_mean` and `suggested_categories` say where to go.",
        querystring: SearchResultsQuerySchema,
        response: { 200: SearchResultsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return searchResults(app.db, request.query);
    },
  );
};
export default searchRoutes;
