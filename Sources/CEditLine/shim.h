// libedit (editline) for the shell's line reader. Its el_set/history calls are variadic, which
// Swift cannot call, so each use gets a typed wrapper here (docs/architecture.md "Working on Tutor").
#ifndef TUTOR_EDITLINE_SHIM_H
#define TUTOR_EDITLINE_SHIM_H
#include <stdio.h>
#include <string.h>
#include <histedit.h>

/// The prompt libedit shows; `\1` brackets invisible (colour) sequences.
static char tutor_editline_prompt_text[512] = "> ";

static inline char *tutor_editline_prompt(EditLine *editor) {
  (void)editor;
  return tutor_editline_prompt_text;
}

static inline void tutor_editline_set_prompt_text(const char *text) {
  strncpy(tutor_editline_prompt_text, text, sizeof tutor_editline_prompt_text - 1);
  tutor_editline_prompt_text[sizeof tutor_editline_prompt_text - 1] = 0;
}

/// An editor on the standard streams: emacs keys, the prompt above, libedit's own handling of
/// terminal signals (it restores the terminal on Ctrl-Z and resizes).
static inline EditLine *tutor_editline_open(const char *program) {
  EditLine *editor = el_init(program, stdin, stdout, stderr);
  if (editor == NULL) return NULL;
  el_set(editor, EL_EDITOR, "emacs");
  el_set(editor, EL_PROMPT_ESC, tutor_editline_prompt, '\1');
  el_set(editor, EL_SIGNAL, 1);
  return editor;
}

static inline void tutor_editline_use_history(EditLine *editor, History *list) {
  el_set(editor, EL_HIST, history, list);
}

/// Adds a named editor function (e.g. completion) and binds `key` (e.g. "^I") to it.
static inline void tutor_editline_bind_function(
    EditLine *editor, const char *name, const char *help, unsigned char (*function)(EditLine *, int),
    const char *key) {
  el_set(editor, EL_ADDFN, name, help, function);
  el_set(editor, EL_BIND, key, name, NULL);
}

/// Binds `key` to one of libedit's own functions (e.g. "^R" to "em-inc-search-prev").
static inline void tutor_editline_bind(EditLine *editor, const char *key, const char *function) {
  el_set(editor, EL_BIND, key, function, NULL);
}

static inline void tutor_editline_set_client(EditLine *editor, void *client) {
  el_set(editor, EL_CLIENTDATA, client);
}

static inline void *tutor_editline_client(EditLine *editor) {
  void *client = NULL;
  el_get(editor, EL_CLIENTDATA, &client);
  return client;
}

static inline History *tutor_history_open(int size) {
  History *list = history_init();
  if (list == NULL) return NULL;
  HistEvent event;
  history(list, &event, H_SETSIZE, size);
  history(list, &event, H_SETUNIQUE, 1);
  return list;
}

static inline void tutor_history_add(History *list, const char *line) {
  HistEvent event;
  history(list, &event, H_ENTER, line);
}

static inline int tutor_history_load(History *list, const char *path) {
  HistEvent event;
  return history(list, &event, H_LOAD, path);
}

static inline int tutor_history_save(History *list, const char *path) {
  HistEvent event;
  return history(list, &event, H_SAVE, path);
}

/// CC_REDISPLAY and CC_REFRESH for editor functions written in Swift.
static inline unsigned char tutor_editline_redisplay(void) { return CC_REDISPLAY; }
static inline unsigned char tutor_editline_refresh(void) { return CC_REFRESH; }
static inline unsigned char tutor_editline_refresh_beep(void) { return CC_REFRESH_BEEP; }
#endif
