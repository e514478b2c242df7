export const PAGE_STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;background:#f3f4f6}
main{width:100%;max-width:400px;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:32px 24px;
  box-shadow:0 1px 3px rgba(0,0,0,.06)}
.brand{margin:0 0 8px;font-weight:700;color:#15803d;letter-spacing:.02em}
h1{margin:0 0 24px;font-size:1.5rem;line-height:1.25}
form{display:flex;flex-direction:column;gap:4px}
label{font-weight:600;font-size:.9375rem;margin-top:12px}
.hint{margin:0;font-size:.8125rem;color:#6b7280}
input{width:100%;min-height:44px;padding:10px 12px;font:inherit;color:inherit;background:#fff;border:1px solid #9ca3af;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #86efac;outline-offset:2px}
input[aria-invalid="true"]{border-color:#b91c1c}
button{margin-top:24px;min-height:44px;padding:10px 16px;font:inherit;font-weight:600;color:#fff;background:#15803d;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#166534}
.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.switch{margin:24px 0 0;text-align:center;font-size:.9375rem}
a{color:#15803d;font-weight:600}
`;
