import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assigneeListSchema,
  createTaskBodySchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  updateTaskBodySchema,
} from '@saldo/contracts/todo';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createTask, deleteTask, listAssignees, listTasks, updateTask } from './todo.service.ts';

const tags = ['todo'];

/**
 * The to-do app under /api/apps/todo (subject 'Todo'), the seed's four calls. A client user sees and
 * ticks off only the tasks assigned to them; the service narrows every call to those.
 */
export const todoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/tasks',
    {
      config: { ability: ['read', 'Todo'] },
      schema: {
        tags,
        summary: "The organization's tasks: search, filter (important, completed, deleted), tag, sort",
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ tasks: await listTasks(ctx.db, currentUser(request), request.query) }),
  );

  app.get(
    '/assignees',
    {
      config: { ability: ['create', 'Todo'] },
      schema: {
        tags,
        summary: "Who a task can be given to: the organization's active users",
        response: { 200: assigneeListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ assignees: await listAssignees(ctx.db, currentUser(request).organizationId) }),
  );

  app.post(
    '/tasks',
    {
      config: { ability: ['create', 'Todo'] },
      schema: {
        tags,
        summary: 'A new task; its assignee is told by e-mail',
        body: createTaskBodySchema,
        response: { 201: taskSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const task = await createTask(ctx, requestLanguage(request), currentUser(request), request.body.task);
      return reply.code(201).send(task);
    },
  );

  app.post(
    '/tasks/:id',
    {
      config: { ability: ['update', 'Todo'] },
      schema: {
        tags,
        summary: 'Change a task (the fields sent); isDeleted false restores it; a new assignee is told',
        params: taskIdParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateTask(ctx, requestLanguage(request), currentUser(request), request.params.id, request.body.task),
  );

  app.delete(
    '/tasks/:id',
    {
      config: { ability: ['delete', 'Todo'] },
      schema: {
        tags,
        summary: 'Move a task to "deleted" (restorable for 30 days, then purged)',
        params: taskIdParamsSchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteTask(ctx, currentUser(request), request.params.id),
  );
};
