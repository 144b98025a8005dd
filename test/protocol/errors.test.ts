import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ERROR_CODES, errorBody, errorResponse, readErrorBody} from '../../src/protocol/index.js';

const json = (value: unknown) => JSON.stringify(value);

const GATEWAY_PAGES = [
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  '<!DOCTYPE html>\n<html lang="en"><head><title>example.com | 524: A timeout occurred</title></head><body><script>alert(1)</script></body></html>',
  '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>Reference #18.abc</BODY></HTML>',
  '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>503 Service Unavailable</title></head></html>',
  '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html><html><body>Guru Meditation</body></html>',
  '\n\n   <html><body>padded</body></html>',
];

describe('readErrorBody', () => {
  describe('JSON bodies', () => {
    it('should read the simulator and proxy shape', () => {
      assert.deepEqual(
        readErrorBody(
          json({
            error: {
              status: 400,
              code: 'invalid_value',
              message: "Field 'residence' must be one of: fr",
              field: 'residence',
            },
          }),
          'application/json',
        ),
        {
          code: 'invalid_value',
          message: "Field 'residence' must be one of: fr",
          field: 'residence',
        },
      );
    });

    it('should read a message or a detail alone', () => {
      assert.deepEqual(readErrorBody(json({message: 'Invalid API key'})), {
        message: 'Invalid API key',
      });
      assert.deepEqual(readErrorBody(json({detail: 'Not authenticated'})), {
        message: 'Not authenticated',
      });
    });

    it('should read an error given as text', () => {
      assert.deepEqual(readErrorBody(json({error: 'Quota exceeded'})), {
        message: 'Quota exceeded',
      });
      assert.deepEqual(readErrorBody(json('Quota exceeded')), {message: 'Quota exceeded'});
    });

    it('should read a flat code, message and field', () => {
      assert.deepEqual(
        readErrorBody(json({code: 'missing_field', message: 'session_id', field: 'session_id'})),
        {code: 'missing_field', message: 'session_id', field: 'session_id'},
      );
    });

    it('should read an OpenAI-style error type and param', () => {
      assert.deepEqual(
        readErrorBody(
          json({error: {type: 'invalid_request_error', message: 'Bad effort', param: 'effort'}}),
        ),
        {code: 'invalid_request_error', message: 'Bad effort', field: 'effort'},
      );
    });

    it('should take the outer code and message when the nested error lacks them', () => {
      assert.deepEqual(readErrorBody(json({error: {code: 'quota_exceeded'}, message: 'Later'})), {
        code: 'quota_exceeded',
        message: 'Later',
      });
    });

    it('should read a FastAPI validation list', () => {
      assert.deepEqual(
        readErrorBody(
          json({detail: [{loc: ['body', 'messages', 0, 'role'], msg: 'field required'}]}),
        ),
        {message: 'field required', field: 'messages.0.role'},
      );
    });

    it('should give nothing for JSON without a usable error', () => {
      for (const body of ['{}', 'null', '42', '[]', '{"error":{}}', '{"message":"   "}']) {
        assert.deepEqual(readErrorBody(body), {}, body);
      }
    });
  });

  describe('text bodies', () => {
    it('should read plain text, trimmed', () => {
      assert.deepEqual(readErrorBody('  upstream connect error or disconnect/reset  \n'), {
        message: 'upstream connect error or disconnect/reset',
      });
    });

    it('should give nothing for an empty body', () => {
      assert.deepEqual(readErrorBody(''), {});
      assert.deepEqual(readErrorBody(' \r\n\t'), {});
    });

    it('should keep at most 300 characters of a message', () => {
      assert.equal(readErrorBody('x'.repeat(5000)).message?.length, 300);
      assert.equal(readErrorBody(json({message: 'y'.repeat(5000)})).message?.length, 300);
    });
  });

  describe('HTML from a gateway', () => {
    it('should show nothing of a gateway page, with or without its content type', () => {
      for (const page of GATEWAY_PAGES) {
        assert.deepEqual(readErrorBody(page, 'text/html; charset=utf-8'), {}, page);
        assert.deepEqual(readErrorBody(page), {}, page);
        assert.deepEqual(readErrorBody(page, 'text/plain'), {}, page);
      }
    });

    it('should show nothing of any body served as HTML', () => {
      assert.deepEqual(readErrorBody('Bad gateway <b>now</b>', 'text/html'), {});
      assert.deepEqual(readErrorBody('<h1>Error</h1>', 'application/xhtml+xml'), {});
    });

    it('should show nothing of an HTML fragment sent without a content type', () => {
      for (const page of [
        '<!-- WAF block page -->\n<html><body>Request blocked</body></html>',
        '<h1>502 Bad Gateway</h1><p>The proxy server received an invalid response</p>',
        '<title>Service Unavailable</title>',
      ]) {
        assert.deepEqual(readErrorBody(page), {}, page);
      }
    });
  });
});

describe('errorResponse', () => {
  it('should send the JSON error body with its status and no caching', async () => {
    const response = errorResponse(
      422,
      ERROR_CODES.missingField,
      "Field 'session_id' is required.",
      {
        field: 'session_id',
      },
    );
    assert.equal(response.status, 422);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual((await response.json()) as unknown, {
      error: {
        status: 422,
        code: 'missing_field',
        message: "Field 'session_id' is required.",
        field: 'session_id',
      },
    });
  });

  it('should add extra headers and leave field out when there is none', async () => {
    const response = errorResponse(405, ERROR_CODES.methodNotAllowed, 'Use POST.', {
      headers: {allow: 'POST'},
    });
    assert.equal(response.headers.get('allow'), 'POST');
    assert.deepEqual((await response.json()) as unknown, {
      error: {status: 405, code: 'method_not_allowed', message: 'Use POST.'},
    });
  });

  it('should be read back by readErrorBody as it was sent', async () => {
    const response = errorResponse(429, ERROR_CODES.quotaExceeded, 'Daily token quota used up.');
    assert.deepEqual(
      readErrorBody(await response.text(), response.headers.get('content-type') ?? ''),
      {code: 'quota_exceeded', message: 'Daily token quota used up.'},
    );
  });
});

describe('errorBody', () => {
  it('should include field only when given', () => {
    assert.deepEqual(errorBody(401, ERROR_CODES.unauthorized, 'Unknown key'), {
      error: {status: 401, code: 'unauthorized', message: 'Unknown key'},
    });
    assert.ok(!('field' in errorBody(401, ERROR_CODES.unauthorized, 'x').error));
  });
});
