/** The page's `<title>` and meta description, hoisted into `<head>` by React 19. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | Outlet Shop`}</title>
      <meta name="description" content={description} />
    </>
  );
}
