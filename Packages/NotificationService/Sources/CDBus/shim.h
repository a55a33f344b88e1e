// libdbus for Swift, loaded when first used, for the one call a desktop notification is: the
// freedesktop.org Notifications service's Notify method on the session bus.
//
// NotificationService does not call libdbus's functions by name, so a process that notifies
// nothing never maps it (the release executable's record of it is removed after linking, as
// libxml2's is). The first call opens libdbus-1.so.3 with dlopen and looks up the functions used;
// if that fails, `tidings_notify` answers TIDINGS_NOTIFY_UNAVAILABLE with the reason. Each member
// has the type of the function libdbus's own header declares.
#include <dbus/dbus.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct tidings_dbus_api {
    int loaded;
    const char *error;
    __typeof__(dbus_error_init) *error_init;
    __typeof__(dbus_error_free) *error_free;
    __typeof__(dbus_error_is_set) *error_is_set;
    __typeof__(dbus_error_has_name) *error_has_name;
    __typeof__(dbus_connection_open_private) *open_private;
    __typeof__(dbus_connection_set_exit_on_disconnect) *set_exit_on_disconnect;
    __typeof__(dbus_connection_close) *close;
    __typeof__(dbus_connection_unref) *connection_unref;
    __typeof__(dbus_bus_register) *bus_register;
    __typeof__(dbus_message_new_method_call) *new_method_call;
    __typeof__(dbus_message_unref) *message_unref;
    __typeof__(dbus_message_iter_init_append) *iter_init_append;
    __typeof__(dbus_message_iter_append_basic) *append_basic;
    __typeof__(dbus_message_iter_open_container) *open_container;
    __typeof__(dbus_message_iter_close_container) *close_container;
    __typeof__(dbus_connection_send_with_reply_and_block) *call;
    __typeof__(dbus_message_iter_init) *iter_init;
    __typeof__(dbus_message_iter_get_arg_type) *arg_type;
    __typeof__(dbus_message_iter_recurse) *recurse;
    __typeof__(dbus_message_iter_get_basic) *get_basic;
    __typeof__(dbus_message_iter_next) *next;
};

// Function-local statics: Swift's importer emits inline functions into each object file that
// calls them, but not file-scope variables.
static inline struct tidings_dbus_api *tidings_dbus_storage(void) {
    static struct tidings_dbus_api table;
    return &table;
}

#define TIDINGS_DBUS_RESOLVE(member, name)                                   \
    if ((t->member = (__typeof__(t->member))dlsym(library, name)) == NULL) { \
        t->error = "libdbus-1.so.3 lacks " name;                            \
        return;                                                              \
    }

static inline void tidings_dbus_load(void) {
    struct tidings_dbus_api *t = tidings_dbus_storage();
    void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "libdbus-1.so.3 could not be loaded";
        return;
    }
    TIDINGS_DBUS_RESOLVE(error_init, "dbus_error_init")
    TIDINGS_DBUS_RESOLVE(error_free, "dbus_error_free")
    TIDINGS_DBUS_RESOLVE(error_is_set, "dbus_error_is_set")
    TIDINGS_DBUS_RESOLVE(error_has_name, "dbus_error_has_name")
    TIDINGS_DBUS_RESOLVE(open_private, "dbus_connection_open_private")
    TIDINGS_DBUS_RESOLVE(set_exit_on_disconnect, "dbus_connection_set_exit_on_disconnect")
    TIDINGS_DBUS_RESOLVE(close, "dbus_connection_close")
    TIDINGS_DBUS_RESOLVE(connection_unref, "dbus_connection_unref")
    TIDINGS_DBUS_RESOLVE(bus_register, "dbus_bus_register")
    TIDINGS_DBUS_RESOLVE(new_method_call, "dbus_message_new_method_call")
    TIDINGS_DBUS_RESOLVE(message_unref, "dbus_message_unref")
    TIDINGS_DBUS_RESOLVE(iter_init_append, "dbus_message_iter_init_append")
    TIDINGS_DBUS_RESOLVE(append_basic, "dbus_message_iter_append_basic")
    TIDINGS_DBUS_RESOLVE(open_container, "dbus_message_iter_open_container")
    TIDINGS_DBUS_RESOLVE(close_container, "dbus_message_iter_close_container")
    TIDINGS_DBUS_RESOLVE(call, "dbus_connection_send_with_reply_and_block")
    TIDINGS_DBUS_RESOLVE(iter_init, "dbus_message_iter_init")
    TIDINGS_DBUS_RESOLVE(arg_type, "dbus_message_iter_get_arg_type")
    TIDINGS_DBUS_RESOLVE(recurse, "dbus_message_iter_recurse")
    TIDINGS_DBUS_RESOLVE(get_basic, "dbus_message_iter_get_basic")
    TIDINGS_DBUS_RESOLVE(next, "dbus_message_iter_next")
    t->loaded = 1;
}

static inline struct tidings_dbus_api *tidings_dbus_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, tidings_dbus_load);
    return tidings_dbus_storage();
}

/// The notification was shown; its id is set.
#define TIDINGS_NOTIFY_SHOWN 0
/// No notification service answers: libdbus is missing, the bus cannot be reached, or no
/// program owns org.freedesktop.Notifications on it. Another way may be tried.
#define TIDINGS_NOTIFY_UNAVAILABLE 1
/// The service is there but the call failed.
#define TIDINGS_NOTIFY_FAILED 2

/// Copies `text` into `reason` (`size` bytes), cut short if need be.
static inline void tidings_dbus_reason(char *reason, size_t size, const char *text) {
    if (size == 0) return;
    snprintf(reason, size, "%s", text != NULL ? text : "");
}

/// Calls `method` of the Notifications service with the arguments `append` adds; returns the
/// reply, or NULL with `status` and `reason` set.
static inline DBusMessage *tidings_dbus_call(
    struct tidings_dbus_api *t, DBusConnection *connection, const char *method,
    DBusMessage *request, int timeout_ms, int *status, char *reason, size_t reason_size) {
    DBusError error;
    t->error_init(&error);
    DBusMessage *reply = t->call(connection, request, timeout_ms, &error);
    if (reply == NULL) {
        int unknown = t->error_is_set(&error)
            && (t->error_has_name(&error, DBUS_ERROR_SERVICE_UNKNOWN)
                || t->error_has_name(&error, DBUS_ERROR_NAME_HAS_NO_OWNER));
        *status = unknown ? TIDINGS_NOTIFY_UNAVAILABLE : TIDINGS_NOTIFY_FAILED;
        char text[512];
        snprintf(text, sizeof text, "%s: %s", method,
                 t->error_is_set(&error) && error.message != NULL ? error.message : "no answer");
        tidings_dbus_reason(reason, reason_size, text);
    }
    if (t->error_is_set(&error)) t->error_free(&error);
    return reply;
}

/// Whether the service's GetCapabilities answer lists "body-markup".
static inline int tidings_dbus_has_markup(struct tidings_dbus_api *t, DBusMessage *reply) {
    DBusMessageIter top, items;
    if (!t->iter_init(reply, &top) || t->arg_type(&top) != DBUS_TYPE_ARRAY) return 0;
    t->recurse(&top, &items);
    while (t->arg_type(&items) == DBUS_TYPE_STRING) {
        const char *capability = NULL;
        t->get_basic(&items, &capability);
        if (capability != NULL && strcmp(capability, "body-markup") == 0) return 1;
        t->next(&items);
    }
    return 0;
}

/// Shows a notification through the Notifications service on the bus at `address`: asks the
/// service whether it reads markup in bodies, sends `markup_body` (already escaped) if it does
/// and `plain_body` if not, and sets `id` to the number the service gave it. Each call waits at
/// most `timeout_ms`. Answers a TIDINGS_NOTIFY_ status; `reason` says why it was not shown.
static inline int tidings_notify(
    const char *address, const char *application, const char *summary, const char *plain_body,
    const char *markup_body, int timeout_ms, unsigned int *id, char *reason, size_t reason_size) {
    struct tidings_dbus_api *t = tidings_dbus_loaded();
    if (!t->loaded) {
        tidings_dbus_reason(reason, reason_size, t->error);
        return TIDINGS_NOTIFY_UNAVAILABLE;
    }
    DBusError error;
    t->error_init(&error);
    DBusConnection *connection = t->open_private(address, &error);
    if (connection == NULL) {
        tidings_dbus_reason(reason, reason_size, error.message);
        if (t->error_is_set(&error)) t->error_free(&error);
        return TIDINGS_NOTIFY_UNAVAILABLE;
    }
    t->set_exit_on_disconnect(connection, 0);
    int status = TIDINGS_NOTIFY_FAILED;
    if (!t->bus_register(connection, &error)) {
        tidings_dbus_reason(reason, reason_size, error.message);
        if (t->error_is_set(&error)) t->error_free(&error);
        status = TIDINGS_NOTIFY_UNAVAILABLE;
        goto done;
    }
    static const char *service = "org.freedesktop.Notifications";
    static const char *path = "/org/freedesktop/Notifications";
    DBusMessage *question = t->new_method_call(service, path, service, "GetCapabilities");
    if (question == NULL) {
        tidings_dbus_reason(reason, reason_size, "out of memory");
        goto done;
    }
    DBusMessage *capabilities =
        tidings_dbus_call(t, connection, "GetCapabilities", question, timeout_ms, &status, reason, reason_size);
    t->message_unref(question);
    if (capabilities == NULL) goto done;
    const char *body = tidings_dbus_has_markup(t, capabilities) ? markup_body : plain_body;
    t->message_unref(capabilities);

    DBusMessage *request = t->new_method_call(service, path, service, "Notify");
    if (request == NULL) {
        tidings_dbus_reason(reason, reason_size, "out of memory");
        goto done;
    }
    DBusMessageIter arguments, actions, hints;
    dbus_uint32_t replaces = 0;
    dbus_int32_t expire = -1;
    const char *icon = "";
    t->iter_init_append(request, &arguments);
    int built = t->append_basic(&arguments, DBUS_TYPE_STRING, &application)
        && t->append_basic(&arguments, DBUS_TYPE_UINT32, &replaces)
        && t->append_basic(&arguments, DBUS_TYPE_STRING, &icon)
        && t->append_basic(&arguments, DBUS_TYPE_STRING, &summary)
        && t->append_basic(&arguments, DBUS_TYPE_STRING, &body)
        && t->open_container(&arguments, DBUS_TYPE_ARRAY, "s", &actions)
        && t->close_container(&arguments, &actions)
        && t->open_container(&arguments, DBUS_TYPE_ARRAY, "{sv}", &hints)
        && t->close_container(&arguments, &hints)
        && t->append_basic(&arguments, DBUS_TYPE_INT32, &expire);
    if (!built) {
        t->message_unref(request);
        tidings_dbus_reason(reason, reason_size, "out of memory");
        goto done;
    }
    DBusMessage *answer = tidings_dbus_call(t, connection, "Notify", request, timeout_ms, &status, reason, reason_size);
    t->message_unref(request);
    if (answer == NULL) goto done;
    DBusMessageIter result;
    if (t->iter_init(answer, &result) && t->arg_type(&result) == DBUS_TYPE_UINT32) {
        dbus_uint32_t number = 0;
        t->get_basic(&result, &number);
        *id = number;
    }
    t->message_unref(answer);
    status = TIDINGS_NOTIFY_SHOWN;
done:
    t->close(connection);
    t->connection_unref(connection);
    return status;
}
