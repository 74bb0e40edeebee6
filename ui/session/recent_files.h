// The list of recently opened or saved game files, newest first, kept in QSettings.
#pragma once

#include <QObject>
#include <QStringList>

namespace eko::ui {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaximum = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    // Newest first; files that no longer exist are left out.
    QStringList files() const;
    // Puts the file first (absolute path), dropping the oldest beyond kMaximum.
    void add(const QString &fileName);
    void remove(const QString &fileName);
    void clear();

signals:
    void changed();

private:
    void store(const QStringList &files);
};

} // namespace eko::ui
