"""Dev-time oracle for scripts/readingsDifferential.ts: the real Protego and CPython robotparser.

Reads JSON [{"text" or "bytes" (base64), "agents", "urls"}] on stdin and writes, per file, what
each library answers (given bytes, each library gets them as its crawler decodes them: Scrapy's
decode_robotstxt drops bad bytes, RobotFileParser.read() raises on them and stays unread):
{"scrapy": {"allowed": ["0101…" per agent], "delay": [...], "error": str|null}, "python": {...}}.
Run with PYTHONPATH pointing at Protego 0.6.1's src/ (see the TypeScript script).
"""
import base64
import json
import sys
import urllib.parse
import urllib.robotparser

from protego import Protego


def _urlunsplit_3_13(components):
    # CPython 3.13 (and 3.11.10+, 3.12.4+; gh-67693): a path starting with "//" and no
    # authority keeps its "//". Older patch releases (this machine may run one) drop it.
    scheme, netloc, url, query, fragment, _coerce_result = urllib.parse._coerce_args(*components)
    if netloc:
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + netloc + url
    elif url[:2] == '//':
        url = '//' + url
    elif scheme and scheme in urllib.parse.uses_netloc and (not url or url[:1] == '/'):
        url = '//' + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return _coerce_result(url)


if sys.version_info < (3, 12):
    urllib.parse.urlunsplit = _urlunsplit_3_13


def delay(value):
    # JSON has no NaN or Infinity: those travel as text.
    if isinstance(value, float) and (value != value or value in (float('inf'), float('-inf'))):
        return str(value)
    return value


def bits(answers):
    return ''.join('1' if a else '0' for a in answers)


def run_protego(text, agents, urls):
    try:
        p = Protego.parse(text)
    except Exception as e:  # the reading reports this as a failure
        return {'allowed': None, 'delay': None, 'error': type(e).__name__}
    return {
        'allowed': [bits(p.can_fetch(u, a) for u in urls) for a in agents],
        'delay': [delay(p.crawl_delay(a)) for a in agents],
        'error': None,
    }


def run_cpython(text, agents, urls):
    rp = urllib.robotparser.RobotFileParser()
    error = None
    try:
        rp.parse(text.splitlines())
    except Exception as e:  # partial state stays, as for a caller that catches it
        error = type(e).__name__
    return {
        'allowed': [bits(rp.can_fetch(a, u) for u in urls) for a in agents],
        'delay': [delay(rp.crawl_delay(a)) for a in agents],
        'error': error,
    }


def run_cpython_read(raw, agents, urls):
    # RobotFileParser.read(): self.parse(raw.decode("utf-8").splitlines()); a UnicodeDecodeError
    # leaves the parser unread, so can_fetch() answers False and crawl_delay() None.
    try:
        text = raw.decode('utf-8')
    except UnicodeDecodeError:
        rp = urllib.robotparser.RobotFileParser()
        return {
            'allowed': [bits(rp.can_fetch(a, u) for u in urls) for a in agents],
            'delay': [delay(rp.crawl_delay(a)) for a in agents],
            'error': None,
        }
    return run_cpython(text, agents, urls)


def main():
    files = json.load(sys.stdin)
    out = []
    for f in files:
        # "skip": libraries not to ask (one that does not finish on this input).
        skip = set(f.get('skip', []))
        if 'bytes' in f:
            raw = base64.b64decode(f['bytes'])
            # scrapy/robotstxt.py decode_robotstxt: robotstxt_body.decode("utf-8", errors="ignore")
            scrapy_text = raw.decode('utf-8', errors='ignore')
            out.append({
                'scrapy': None if 'scrapy' in skip else run_protego(scrapy_text, f['agents'], f['urls']),
                'python': None if 'python' in skip else run_cpython_read(raw, f['agents'], f['urls']),
            })
            continue
        out.append({
            'scrapy': run_protego(f['text'], f['agents'], f['urls']),
            'python': run_cpython(f['text'], f['agents'], f['urls']),
        })
    json.dump({'python': sys.version.split()[0], 'results': out}, sys.stdout)


main()
