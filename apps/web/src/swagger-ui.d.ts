/** Swagger UI's self-contained build (swagger-ui-dist ships no types): the part the API docs page uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    validatorUrl?: string | null;
    docExpansion?: 'list' | 'full' | 'none';
    filter?: boolean | string;
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    supportedSubmitMethods?: string[];
    persistAuthorization?: boolean;
    onComplete?: () => void;
  }
  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
