// Gives every test process a home of its own. Before main() runs, HOME and the XDG config, data,
// cache, state and runtime folders point into a new empty folder (removed when the process ends),
// so no test reads what another test, an earlier run or the real user left there (preferences,
// recent files, autosaves, scenario folders, Qt's file-dialog history in QtProject.conf), and no
// test writes into the user's own files. Programs a test starts inherit the same folders.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <sys/stat.h>
#include <vector>

namespace {

class TestHome {
public:
    TestHome()
    {
        const char *tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/eko-test-XXXXXX";
        std::vector<char> name(pattern.begin(), pattern.end());
        name.push_back('\0');
        if (!mkdtemp(name.data())) {
            std::fprintf(stderr, "test_home: cannot make a folder from %s: %s\n", pattern.c_str(), std::strerror(errno));
            std::abort();
        }
        m_root = name.data();
        point("HOME", "home");
        point("XDG_CONFIG_HOME", "config");
        point("XDG_DATA_HOME", "data");
        point("XDG_CACHE_HOME", "cache");
        point("XDG_STATE_HOME", "state");
        point("XDG_RUNTIME_DIR", "runtime");
        point("XDG_CONFIG_DIRS", "system-config"); // nor the machine's /etc/xdg
        ::chmod((m_root + "/runtime").c_str(), 0700); // Qt wants the runtime folder private
        ::setenv("EKO_TEST_HOME", m_root.c_str(), 1);
    }
    ~TestHome()
    {
        std::error_code ignored;
        std::filesystem::remove_all(m_root, ignored);
    }
    TestHome(const TestHome &) = delete;
    TestHome &operator=(const TestHome &) = delete;

private:
    void point(const char *variable, const char *folder)
    {
        const std::string path = m_root + "/" + folder;
        std::error_code error;
        std::filesystem::create_directories(path, error);
        if (error) {
            std::fprintf(stderr, "test_home: cannot make %s: %s\n", path.c_str(), error.message().c_str());
            std::abort();
        }
        ::setenv(variable, path.c_str(), 1);
    }

    std::string m_root;
};

const TestHome home;

} // namespace
