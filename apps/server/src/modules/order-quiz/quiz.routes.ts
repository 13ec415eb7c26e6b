import { publicOrderQuiz as p } from '@dme/contract';
import { implement } from '../../http/define';
import { showQuizPage, submitQuiz } from './quiz-links.service';

export const orderQuizRoutes = [
  implement(p.show, async ({ app, params, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await showQuizPage(app.db, params, query.token) };
  }),
  implement(p.submit, async ({ app, params, body }) => ({ data: await submitQuiz(app.db, params, body) })),
];
