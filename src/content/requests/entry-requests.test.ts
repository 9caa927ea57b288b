import { eventRequest } from './events.server';
import { guideArticleRequest } from './guide-articles.server';
import { serviceRequest } from './services.server';

describe('one entry by its address', () => {
  it('when an event, a guide article or a service is asked for by its address, then the answer is tagged with its type and with the entry itself, in its locale', () => {
    expect(eventRequest('ru', 'open-days').tags).toEqual([
      'api::event.event@ru',
      'api::event.event#open-days@ru',
    ]);
    expect(guideArticleRequest('el', 'taxes').tags).toEqual([
      'api::guide-article.guide-article@el',
      'api::guide-article.guide-article#taxes@el',
    ]);
    expect(serviceRequest('en', 'design').tags).toEqual([
      'api::service.service@en',
      'api::service.service#design@en',
    ]);
  });
});
