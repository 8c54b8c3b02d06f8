import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

describe('profile and the internal feed (issue 26)', () => {
  const app = useApp();

  it('posts, comments, and votes in a poll to see its result', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/pages/profile');
    await page.getByRole('heading', { name: 'Company feed' }).waitFor();

    // A post, written as text: its markup stays text.
    const text = `Month closed <b>on time</b> ${Date.now()}`;
    await page.getByRole('textbox', { name: "What's new?" }).fill(text);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const post = page.getByTestId('feed-post').filter({ hasText: text });
    await post.waitFor();
    expect(await post.locator('b').count()).toBe(0);

    await post.getByRole('textbox', { name: 'Comment' }).fill('Well done!');
    await post.getByRole('button', { name: 'Comment' }).click();
    await post.getByTestId('comment').filter({ hasText: 'Well done!' }).waitFor();
    await post.getByRole('button', { name: 'Likes: 0' }).click();
    await post.getByRole('button', { name: 'Likes: 1' }).waitFor();

    // A poll, then a vote: the results replace the choice.
    const question = `Team lunch ${Date.now()}?`;
    // Mantine's segmented control hides its radio inputs; its labels take the click.
    await page.getByRole('form', { name: 'New post' }).getByText('Poll', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill(question);
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Pizza');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('Sushi');
    await page.getByRole('button', { name: 'Publish the poll' }).click();
    const poll = page.getByTestId('feed-post').filter({ hasText: question });
    await poll.getByRole('radio', { name: 'Sushi' }).click();
    await poll.getByRole('button', { name: 'Vote' }).click();
    await poll.getByTestId('poll-results').waitFor();
    await poll.getByText('Sushi (your vote) — 1 (100%)').waitFor();
    await poll.getByText('Pizza — 0 (0%)').waitFor();
  });
});
