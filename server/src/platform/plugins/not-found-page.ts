/**
 * The page a browser gets for a path that is neither the storefront's nor an API's (/nope, /mall-x): a
 * small self-contained 404 in Chinese and English with a way to the mall. No script (the CSP allows none
 * inline) and no asset: one inline <style>, which the CSP's style-src allows.
 */
export const NOT_FOUND_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>页面不存在 · Page not found</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2937;background:#f7f7f8}
header{background:#c81623;color:#fff;padding:12px 24px;font-size:18px;font-weight:600}
main{max-width:560px;margin:72px auto;padding:0 24px;text-align:center}
h1{font-size:28px;margin:0 0 8px}
p{color:#4b5563;margin:0 0 8px}
a{display:inline-block;margin-top:24px;padding:10px 20px;border-radius:6px;background:#c81623;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
</style>
</head>
<body>
<header>集采商城 · Procurement Mall</header>
<main>
<h1>404 · 页面不存在</h1>
<p>抱歉，您访问的页面不存在。</p>
<p lang="en">Sorry, the page you are looking for does not exist.</p>
<a href="/mall/">返回商城首页 · Back to the mall</a>
</main>
</body>
</html>
`;
