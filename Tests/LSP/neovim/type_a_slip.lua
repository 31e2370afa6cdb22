-- Neovim's own LSP client (0.7 or later) driving `nmview lsp` as a user's editor would: open a
-- layout, type a misspelt property in normal mode, read the diagnostics back, undo, and quit.
-- Run headless by test_neovim.py; every result goes to the JSON file NMVIEW_NVIM_RESULT names,
-- because a headless Neovim's own output is not a reliable channel.
local bin = os.getenv('NMVIEW_BIN')
local file = os.getenv('NMVIEW_NVIM_FILE')
local result_path = os.getenv('NMVIEW_NVIM_RESULT')
local result = { steps = {} }

local function finish(code)
  local out = io.open(result_path, 'w')
  out:write(vim.fn.json_encode(result))
  out:close()
  vim.cmd(code == 0 and 'qall!' or 'cquit! ' .. code)
end

local function fail(message)
  result.error = message
  finish(1)
end

-- Each publishDiagnostics is counted, so a step can wait for the one its edit caused.
local published = 0
local exit_code = nil
local client_id = vim.lsp.start_client({
  name = 'nmview',
  cmd = { bin, 'lsp' },
  root_dir = vim.fn.fnamemodify(file, ':h'),
  on_exit = function(code) exit_code = code end,
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
      published = published + 1
      vim.lsp.diagnostic.on_publish_diagnostics(err, params, ctx, config)
    end,
  },
})
if not client_id then return fail('the client did not start') end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
vim.bo.filetype = 'yaml'
vim.lsp.buf_attach_client(0, client_id)

-- Deadlines only bound a failure on a busy machine; a passing run takes well under a second.
local function diagnostics_after(count)
  if not vim.wait(60000, function() return published > count end, 20) then
    return nil
  end
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(found, {
      line = d.lnum + 1,
      column = d.col + 1,
      message = d.message,
      code = d.user_data and d.user_data.lsp and d.user_data.lsp.code or d.code,
      severity = d.severity,
    })
  end
  return found
end

local opened = diagnostics_after(0)
if not opened then return fail('no diagnostics were published for the opened file') end
table.insert(result.steps, { name = 'open', diagnostics = opened })

-- Type the slip: find the first `textAlignment:` key and change the word to a misspelling.
local keys = vim.api.nvim_replace_termcodes('gg/textAlignment:<CR>ciwtextAlignmnt<Esc>', true, false, true)
local before = published
vim.api.nvim_feedkeys(keys, 'xt', false)
result.slip_line = vim.fn.line('.')
local typed = diagnostics_after(before)
if not typed then return fail('no diagnostics were published after the slip') end
table.insert(result.steps, { name = 'slip', diagnostics = typed })

-- The did-you-mean fix, as `:lua vim.lsp.buf.code_action()` would list it on the slip's line.
local line = vim.fn.line('.') - 1
local responses = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', {
  textDocument = vim.lsp.util.make_text_document_params(),
  range = { start = { line = line, character = 0 }, ['end'] = { line = line, character = 0 } },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics() },
}, 60000)
result.actions = {}
for _, response in pairs(responses or {}) do
  for _, action in ipairs(response.result or {}) do table.insert(result.actions, action.title) end
end

before = published
vim.api.nvim_feedkeys('u', 'xt', false)
local undone = diagnostics_after(before)
if not undone then return fail('no diagnostics were published after undo') end
table.insert(result.steps, { name = 'undo', diagnostics = undone })

-- Shutdown and exit as the protocol says; the client reports the server's exit code.
vim.lsp.stop_client(client_id)
vim.wait(60000, function() return exit_code ~= nil end, 20)
result.exit_code = exit_code
finish(0)
