import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createHttpTools } from './index.ts';

type HttpToolName = ReturnType<typeof createHttpTools>[number]['name'];

/** How editors ask for the http tools, per language, and the tools usually needed with each. */
export const HTTP_DISCOVERY = {
  http_get: {
    phrases: {
      en: [
        'call the api',
        'get json from an endpoint',
        'GET request',
        'check the status url',
        'ping the health endpoint',
        'query an external api',
        'pull data from the api',
        'hit the endpoint',
        'is the api up',
        'read the api response',
        'query the api',
        'hit the url',
        'call an endpoint',
        'fetch json from the api',
        'check the api status',
        'get data from an external system',
        'request the endpoint',
      ],
      es: [
        'llamar a la api',
        'hacer una petición GET',
        'consultar el endpoint',
        'comprobar la url de estado',
        'obtener datos de la api',
        'está la api funcionando',
      ],
      de: ['API aufrufen', 'GET-Anfrage senden', 'Endpoint abfragen', 'Status-URL prüfen', 'Daten von der API holen', 'ist die API erreichbar'],
      fr: [
        "appeler l'api",
        'faire une requête GET',
        "interroger l'endpoint",
        "vérifier l'url de statut",
        "récupérer des données de l'api",
        "l'api répond-elle",
      ],
      pt: ['chamar a api', 'fazer uma requisição GET', 'consultar o endpoint', 'verificar a url de status', 'buscar dados da api', 'a api está no ar'],
      it: ["chiamare l'api", 'fare una richiesta GET', "interrogare l'endpoint", "controllare l'url di stato", "prendere i dati dall'api", "l'api è attiva"],
    },
    relatedTools: ['http_post'],
  },
  http_post: {
    phrases: {
      en: [
        'send to the webhook',
        'post data to the api',
        'POST request',
        'trigger the webhook',
        'notify slack',
        'send json to an endpoint',
        'submit data to an external service',
        'call the webhook',
        'push data to the api',
        'trigger a deploy hook',
        'ping the webhook',
        'notify the webhook',
        'send the lead to the crm',
        'push data to the hr system',
        'post a message to slack',
        'send data to an external system',
        'sync to our crm',
        'push records to an external system',
      ],
      es: ['enviar al webhook', 'mandar datos a la api', 'hacer una petición POST', 'disparar el webhook', 'avisar por slack', 'enviar json a un endpoint'],
      de: ['an den Webhook senden', 'Daten an die API schicken', 'POST-Anfrage senden', 'Webhook auslösen', 'Slack benachrichtigen', 'JSON an Endpoint senden'],
      fr: [
        'envoyer au webhook',
        "envoyer des données à l'api",
        'faire une requête POST',
        'déclencher le webhook',
        'notifier slack',
        'poster du json sur un endpoint',
      ],
      pt: [
        'enviar para o webhook',
        'mandar dados para a api',
        'fazer uma requisição POST',
        'disparar o webhook',
        'avisar no slack',
        'enviar json para um endpoint',
      ],
      it: ['inviare al webhook', "mandare dati all'api", 'fare una richiesta POST', 'attivare il webhook', 'notificare su slack', 'inviare json a un endpoint'],
    },
    relatedTools: ['http_get'],
  },
} satisfies Record<HttpToolName, DiscoveryFacts<CmsToolName>>;
